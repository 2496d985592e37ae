package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TextTest {
    @Test
    void problemsOfFilesInWords(@TempDir Path dir) {
        Path file = dir.resolve("t.bin");
        assertEquals("permission denied", Text.problem(new AccessDeniedException(file.toString()), file));
        assertEquals("no such file", Text.problem(new NoSuchFileException(file.toString()), file));
        Path deeper = dir.resolve("missing").resolve("t.bin");
        assertEquals("no such directory '" + dir.resolve("missing") + "'",
                Text.problem(new NoSuchFileException(deeper.toString()), deeper));
        assertEquals("read-only file system", Text.problem(
                new FileSystemException(file.toString(), null, "Read-only file system"), file));
        assertEquals("it is a directory", Text.problem(new IOException("Is a directory"), dir));
        assertEquals("disk full", Text.problem(new IOException("disk full"), file));
    }
}
