package org.grundybench.cli;

import org.grundybench.rect.BoardReader;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.io.StringReader;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.MoveSet;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built jar (cli/target/grundy.jar), run with {@code java -jar} as a user runs it: the
 * defaults on the examples of games.md, JSON output, a table file, help and a bad input; and
 * every implementation of every game on the jar's classes alone. The jar keeps only the classes
 * of fastutil and Eclipse Collections that the solvers load (see the shade filters in the parent
 * pom), so this is what proves that none the CLI needs is missing.
 */
class GrundyJarIT {
    private static Path jar;

    record Run(int code, String out, String err) {
    }

    @BeforeAll
    static void findJar() {
        String path = System.getProperty("grundy.jar");
        assertTrue(path != null, "the build passes the jar's path as grundy.jar");
        jar = Path.of(path);
        assertTrue(Files.isRegularFile(jar), () -> jar + " is built before this test runs");
    }

    static Run run(String stdin, String... args) throws IOException, InterruptedException {
        return run(List.of(), stdin, args);
    }

    /** The jar run by a JVM started with {@code jvmOptions}. */
    static Run run(List<String> jvmOptions, String stdin, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", jar.toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("grundy-out", ".txt");
        Path err = Files.createTempFile("grundy-err", ".txt");
        try {
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
                    .redirectError(err.toFile()).start();
            p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
            p.getOutputStream().close();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), () -> "no answer within a minute: " + command);
            return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.delete(out);
            Files.delete(err);
        }
    }

    static Run ok(String stdin, String... args) throws IOException, InterruptedException {
        Run r = run(stdin, args);
        assertEquals(0, r.code(), () -> String.join(" ", args) + ": exit code; stderr: " + r.err());
        assertEquals("", r.err(), () -> String.join(" ", args) + ": stderr");
        return r;
    }

    /** {@code grundy list}: game -> its implementation ids. */
    static Map<String, List<String>> implementations() throws IOException, InterruptedException {
        Map<String, List<String>> ids = new LinkedHashMap<>();
        for (String line : ok("", "list").out().split("\n")) {
            int colon = line.indexOf(": ");
            ids.put(line.substring(0, colon), List.of(line.substring(colon + 2).split(" ")));
        }
        assertEquals(List.of("rect", "triomino", "setnim"), List.copyOf(ids.keySet()));
        return ids;
    }

    /**
     * The jar's CLI run in this JVM on a class loader that sees only the jar and the JDK: a
     * class the jar lacks fails as it would under {@code java -jar}, without a JVM start per run.
     */
    static Run inJar(URLClassLoader jarOnly, String stdin, String... args) throws Exception {
        Run r = anyInJar(jarOnly, stdin, args);
        assertEquals(0, r.code(), () -> String.join(" ", args) + ": exit code; stderr: " + r.err());
        assertEquals("", r.err(), () -> String.join(" ", args) + ": stderr");
        return r;
    }

    /** {@link #inJar}, whatever the exit code. */
    static Run anyInJar(URLClassLoader jarOnly, String stdin, String... args) throws Exception {
        Method main = jarOnly.loadClass(GrundyCli.class.getName()).getMethod("run", String[].class,
                InputStream.class, PrintStream.class, PrintStream.class);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = (int) main.invoke(null, args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /**
     * Every implementation of every game, on inputs large enough that the memoising solvers'
     * hash maps grow (rehash); the expected answers come from the solvers in this JVM. (The
     * in-process tests check the answers on the examples; this checks that the jar holds
     * every class each implementation needs.)
     */
    @Test
    void everyImplementationOfEveryGame() throws Exception {
        try (URLClassLoader jarOnly = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            everyImplementationOfEveryGame(jarOnly);
        }
    }

    private static void everyImplementationOfEveryGame(URLClassLoader jarOnly) throws Exception {
        Map<String, List<String>> ids = implementations();
        int n = 300;
        String strip = TriominoImpl.reduced_recurrence.create().grundy(n) != 0 ? "X\n" : "Y\n";
        for (String impl : ids.get("triomino")) {
            assertEquals(strip, inJar(jarOnly, String.valueOf(n), "triomino", "--impl", impl).out(), impl);
        }
        long[] piles = {2_000, 4_000, 7_999};
        int g = 0;
        for (int v : SetNimImpl.periodic.create().grundy(MoveSet.of(new int[] {2, 5, 7}), piles)) {
            g ^= v;
        }
        String position = g != 0 ? "Yes\n" : "No\n";
        for (String impl : ids.get("setnim")) {
            assertEquals(position, inJar(jarOnly, "3 2 5 7 3 2000 4000 7999", "setnim", "--impl", impl).out(), impl);
        }
        String board = "11111\n11011\n11111\n11110\n";
        Board parsed = new BoardReader(new StringReader(board)).next();
        String rect = RectangleImpl.components.create().grundy(parsed) != 0 ? "A\n" : "B\n";
        for (String impl : ids.get("rect")) {
            assertEquals(rect, inJar(jarOnly, board, "rect", "--impl", impl).out(), impl);
        }
    }

    @Test
    void theDefaultsAndJsonOutput() throws Exception {
        assertEquals("A\n", ok(ExamplesTest.RECT_A, "rect").out());
        assertEquals("Y\nX\nX\nY\nY\n", ok(ExamplesTest.TRIOMINO, "triomino").out());
        assertEquals("No\n", ok("2 2 5 3 4 4 7", "setnim").out());
        assertTrue(ok(ExamplesTest.RECT_A, "rect", "--json").out()
                .startsWith("{\"winner\":\"A\",\"grundy\":"));
        assertEquals("{\"winner\":\"Y\",\"grundy\":0,\"move\":null}\n",
                ok("4", "triomino", "--json").out());
        assertTrue(ok(ExamplesTest.SET_NIM, "setnim", "--explain").out().startsWith("Yes\nGrundy value "));
        assertTrue(ok("", "setnim", "--sequence", "2", "5").out()
                .contains("preperiod e = "));
    }

    /**
     * {@code java -jar grundy.jar GAME --stats}: main turns counting on before any solver
     * exists (this JVM, like a user's, is started without the property), so the counts are real.
     */
    @Test
    void mainTurnsCountingOnForStats() throws Exception {
        List<String> rect = List.of(ok(ExamplesTest.RECT_A, "rect", "--stats").out().split("\n"));
        assertEquals("A", rect.get(0));
        assertEquals(2, rect.size(), rect.toString());
        assertTrue(StatsTest.counts(rect.get(1))[0] > 0, rect.get(1));
        List<String> strips = List.of(ok("2 7", "triomino", "--stats").out().split("\n"));
        assertEquals(List.of("X", "Y"), List.of(strips.get(0), strips.get(2)), strips.toString());
        assertTrue(StatsTest.counts(strips.get(3))[0] > 0, strips.get(3));
        String piles = ok(ExamplesTest.SET_NIM, "setnim", "--json", "--stats").out();
        assertTrue(piles.startsWith("{\"winner\":\"Yes\",\"grundy\":1,\"move\":{\"pile\":1,\"take\":2},"
                + "\"stats\":{\"positions\":") && !piles.contains("\"positions\":0,"), piles);
    }

    /**
     * Where counting is off (the CLI run from Java in a JVM started without the property, as
     * this one is), --stats is refused rather than showing zeros as counts.
     */
    @Test
    void withoutCountingStatsIsRefused() throws Exception {
        assumeFalse(Boolean.getBoolean("grundybench.work"), "this JVM was started counting");
        try (URLClassLoader jarOnly = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            Run r = anyInJar(jarOnly, ExamplesTest.RECT_A, "rect", "--stats");
            assertEquals(2, r.code(), r.err());
            assertEquals("", r.out());
            assertEquals("grundy rect: --stats: counting is off in this JVM; start it with"
                    + " -Dgrundybench.work=true\n", r.err());
            assertEquals("A\n", inJar(jarOnly, ExamplesTest.RECT_A, "rect").out());
        }
    }

    @Test
    void aTableFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("2x2.bin");
        ok("", "rect", "--table", "2x2", "--out", file.toString());
        assertArrayEquals(RectangleImpl.components.create().table(2, 2), Files.readAllBytes(file));
        assertTrue(ok("", "triomino", "--table", "3").out().startsWith("n,"));
    }

    @Test
    void helpVersionAndABadInput() throws Exception {
        assertTrue(ok("", "--help").out().contains("Usage: grundy"));
        assertTrue(ok("", "help", "rect").out().contains("Usage: grundy rect"));
        assertTrue(ok("", "--version").out().startsWith("grundy "));
        Run bad = run("-1", "triomino");
        assertEquals(2, bad.code());
        assertEquals("", bad.out());
        assertEquals(1, bad.err().split("\n", -1).length - 1, bad.err());
        assertTrue(bad.err().startsWith("grundy triomino: "), bad.err());
        assertFalse(bad.err().contains("Exception"), bad.err());
    }

    /**
     * A bad board in the middle of a file: the answers before it reach stdout before its line
     * reaches stderr (both read here as one stream, in the order written), and exit code 2.
     */
    @Test
    void theAnswersBeforeABadBoardComeFirst(@TempDir Path dir) throws Exception {
        Path boards = dir.resolve("boards.txt");
        Files.writeString(boards, ExamplesTest.RECT_A + "\n" + ExamplesTest.RECT_B + "\n0110\n0x10\n\n1\n");
        Path both = dir.resolve("both.txt");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar.toString(), "rect", boards.toString()).redirectErrorStream(true)
                .redirectOutput(both.toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue());
        assertEquals("A\nB\ngrundy rect: board 3 (line 11): line 12, cell 2: a cell must be 0 or 1, got 'x'\n",
                Files.readString(both));
    }

    /** A table larger than the heap is refused before it is built, in sizes a person reads. */
    @Test
    void aTableBeyondTheHeapNamesBothSizes(@TempDir Path dir) throws Exception {
        Run r = run(List.of("-Xmx64m"), "", "rect", "--table", "5x5", "--out", dir.resolve("5x5.bin").toString());
        assertEquals(2, r.code(), r.err());
        assertEquals(1, r.err().split("\n", -1).length - 1, r.err());
        assertTrue(r.err().contains("takes 32.0 MiB plus about 64.0 MiB of working room; this JVM may use "),
                r.err());
        assertTrue(r.err().contains("MiB: raise the heap (java -Xmx1g -jar ...)"), r.err());
        assertFalse(Files.exists(dir.resolve("5x5.bin")));
    }
}
