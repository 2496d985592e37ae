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
    void bytesInBinaryUnitsRoundedDown() {
        assertEquals("0 bytes", Text.bytes(0));
        assertEquals("0 bytes", Text.bytes(-5));
        assertEquals("1023 bytes", Text.bytes(1023));
        assertEquals("1.0 KiB", Text.bytes(1024));
        assertEquals("1.9 KiB", Text.bytes(2047));
        assertEquals("64.0 MiB", Text.bytes(64L << 20));
        assertEquals("61.8 MiB", Text.bytes(64_880_640)); // what -Xmx64m gives maxMemory()
        assertEquals("1.0 GiB", Text.bytes(1L << 30));
        assertEquals("16.0 GiB", Text.bytes(1L << 34));
        assertEquals("7.9 EiB", Text.bytes(Long.MAX_VALUE));
    }

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
