package org.grundybench.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import org.grundybench.core.Work;

/** Small text helpers for messages and the --stats line. */
final class Text {
    private Text() {
    }

    /** The --stats line, with the names of the JSON fields. */
    static String stats(Work.Counts c) {
        return "stats: positions " + c.positions() + ", options " + c.options() + ", lookups "
                + c.lookups() + ", hits " + c.hits() + ", stored " + c.stored();
    }

    /**
     * Why a file operation on {@code path} failed, in words: {@code permission denied},
     * {@code no such directory '/x'}, {@code no such file}, {@code it is a directory}, or the
     * system's reason. Java's own messages often repeat the path and nothing else.
     */
    static String problem(IOException e, Path path) {
        if (Files.isDirectory(path)) { // whichever exception the system gives for it
            return "it is a directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            Path parent = path.toAbsolutePath().getParent();
            return parent != null && !Files.isDirectory(parent)
                    ? "no such directory '" + parent + "'" : "no such file";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason().toLowerCase(Locale.ROOT); // e.g. "read-only file system"
        }
        String message = e.getMessage();
        return message == null ? e.getClass().getSimpleName() : message;
    }
}
