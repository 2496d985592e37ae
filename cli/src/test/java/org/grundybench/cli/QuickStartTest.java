package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The CLI examples the README and docs/cli.md show are true: every line of a fenced code block
 * that starts with {@code $ } is a command, the lines after it (up to the next {@code $ } line or
 * the end of the block) are what it prints on stdout, and this test runs the command in-process
 * and compares. A command is written
 *
 * <pre>$ [printf 'TEXT' | ]java -jar cli/target/grundy.jar ARGS
 * $ [echo WORDS | ]java -jar cli/target/grundy.jar ARGS</pre>
 *
 * where TEXT may use {@code \n} and {@code \\}, and ARGS are plain words. A {@code $ } line in
 * any other form fails the test, so no shown command goes unchecked.
 */
class QuickStartTest {
    /** The jar the pages tell the reader to run: the shade plugin's finalName in cli/pom.xml. */
    static final String JAR = "cli/target/grundy.jar";

    private static final Pattern COMMAND = Pattern.compile(
            "(?:(?:printf '(?<text>[^']*)'|echo (?<words>[^|'\"]*?)) \\| )?java -jar (?<jar>\\S+)(?<args>.*)");

    /** One shown command and the stdout shown under it. */
    record Example(String where, String stdin, List<String> args, List<String> expected) {
        void check() {
            Cli.Result r = Cli.run(stdin, args.toArray(new String[0]));
            assertEquals(0, r.code(), () -> where + ": exit code; stderr: " + r.err());
            assertEquals("", r.err(), () -> where + ": stderr");
            List<String> shown = new ArrayList<>(expected);
            while (!shown.isEmpty() && shown.get(shown.size() - 1).isBlank()) {
                shown.remove(shown.size() - 1); // blank lines between examples are layout
            }
            assertEquals(shown.isEmpty() ? "" : String.join("\n", shown) + "\n", r.out(), () -> where + ": stdout");
        }
    }

    @Test
    void theReadmeShowsAWorkingOneLinerForEachGame() throws IOException {
        List<Example> examples = examples(repositoryFile("README.md"));
        assertTrue(examples.size() >= 3, "the README's quick start shows at least three CLI one-liners, found "
                + examples.size());
        assertEquals(Set.of("rect", "triomino", "setnim"), games(examples), "one example per game at least");
        examples.forEach(Example::check);
    }

    @Test
    void theCliPageShowsWhatTheCliPrints() throws IOException {
        List<Example> examples = examples(repositoryFile("docs/cli.md"));
        assertTrue(games(examples).containsAll(Set.of("rect", "triomino", "setnim")),
                "docs/cli.md shows every game: " + games(examples));
        examples.forEach(Example::check);
    }

    @Test
    void theJarThePagesNameIsTheOneTheBuildMakes() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        String name = JAR.substring(JAR.lastIndexOf('/') + 1, JAR.length() - ".jar".length());
        assertTrue(pom.contains("<finalName>" + name + "</finalName>"), "cli/pom.xml names the jar " + JAR);
    }

    @Test
    void aWrongOutputOrAnUnreadableCommandFails() {
        String page = "```\n$ printf '2\\n2 5\\n3\\n2 4 7\\n' | java -jar " + JAR + " setnim\nNo\n```\n";
        List<Example> wrong = examples("page", page);
        assertEquals(1, wrong.size());
        assertEquals("2\n2 5\n3\n2 4 7\n", wrong.get(0).stdin());
        assertThrows(AssertionError.class, () -> wrong.get(0).check());

        assertThrows(AssertionError.class, () -> examples("page", "```\n$ cat board.txt | java -jar " + JAR
                + " rect\nA\n```\n"));
        assertThrows(AssertionError.class, () -> examples("page", "```\n$ java -jar other.jar rect\n```\n"));
        assertThrows(AssertionError.class, () -> examples("page", "```\n$ java -jar " + JAR
                + " triomino --table 8 > t.csv\n```\n"));
    }

    private static Set<String> games(List<Example> examples) {
        Set<String> games = new TreeSet<>();
        examples.forEach(e -> games.add(e.args().isEmpty() ? "" : e.args().get(0)));
        return games;
    }

    /** A file of the repository; the tests run in the cli module's folder. */
    private static Path repositoryFile(String name) {
        Path file = Path.of("..").resolve(name);
        assertTrue(Files.isRegularFile(file), () -> file.toAbsolutePath() + " is missing");
        return file;
    }

    private static List<Example> examples(Path file) throws IOException {
        return examples(file.toString(), Files.readString(file));
    }

    static List<Example> examples(String name, String page) {
        List<Example> examples = new ArrayList<>();
        boolean inBlock = false;
        Example current = null;
        String[] lines = page.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.startsWith("```")) {
                inBlock = !inBlock;
                current = null;
            } else if (inBlock && line.startsWith("$ ")) {
                current = parse(name + ":" + (i + 1), line.substring(2).strip());
                examples.add(current);
            } else if (current != null) {
                current.expected().add(line);
            }
        }
        return examples;
    }

    private static Example parse(String where, String command) {
        Matcher m = COMMAND.matcher(command);
        assertTrue(m.matches(), () -> where + ": a shown command must be [printf '...' | or echo ... |]"
                + " java -jar " + JAR + " ARGS, not: " + command);
        assertEquals(JAR, m.group("jar"), () -> where + ": the jar");
        String args = m.group("args").strip();
        assertTrue(args.matches("[A-Za-z0-9 ._=-]*"), () -> where + ": ARGS must be plain words: " + args);
        String stdin = "";
        if (m.group("text") != null) {
            stdin = unescape(where, m.group("text"));
        } else if (m.group("words") != null) {
            stdin = String.join(" ", m.group("words").strip().split("\\s+")) + "\n";
        }
        return new Example(where, stdin, args.isEmpty() ? List.of() : List.of(args.split("\\s+")),
                new ArrayList<>());
    }

    /** printf's text: {@code \n} and {@code \\}; anything else printf would change is refused. */
    private static String unescape(String where, String text) {
        assertTrue(!text.contains("%"), () -> where + ": no % in printf's text");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char next = i + 1 < text.length() ? text.charAt(i + 1) : ' ';
            assertTrue(next == 'n' || next == '\\', () -> where + ": printf escapes other than \\n and \\\\");
            sb.append(next == 'n' ? '\n' : '\\');
            i++;
        }
        return sb.toString();
    }
}
