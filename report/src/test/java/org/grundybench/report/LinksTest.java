package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every relative link of the repository's pages resolves: the README, docs/, and every page of results/ (its index, the
 * notes, each run's summary, archived runs too), so that moving a run into results/archive/ without rendering it again,
 * or renaming a file a page names, is caught.
 */
class LinksTest {
    private static final Path ROOT = Path.of("..");
    /** A markdown link's target: {@code [text](target)}. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    static List<String> broken(Path page) throws IOException {
        List<String> broken = new ArrayList<>();
        Matcher m = LINK.matcher(Files.readString(page));
        while (m.find()) {
            String target = m.group(1).replaceFirst("#.*", "");
            if (!target.isEmpty() && !target.matches("[a-z]+:.*") && !Files.exists(page.getParent().resolve(target))) {
                broken.add(page + ": " + m.group(1));
            }
        }
        return broken;
    }

    @Test
    void everyRelativeLinkOfThePagesResolves() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        for (String dir : List.of("docs", "results")) {
            try (Stream<Path> files = Files.walk(ROOT.resolve(dir))) {
                files.filter(f -> f.toString().endsWith(".md")).forEach(pages::add);
            }
        }
        assertTrue(pages.size() > 40, "the pages were found: " + pages.size());
        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            broken.addAll(broken(page));
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void aLinkToAFileThatIsNotThereIsFound(@TempDir Path dir) throws IOException {
        Path page = dir.resolve("page.md");
        Files.writeString(dir.resolve("there.md"), "x");
        Files.writeString(page, "[a](there.md#part) [b](missing/summary.md) [c](https://example.org/x) [d](#anchor)");
        assertEquals(List.of(page + ": missing/summary.md"), broken(page));
    }
}
