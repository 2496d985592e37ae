package org.grundybench.rect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class UnitsTest {
    @Test
    void bytesInBinaryUnitsRoundedDown() {
        assertEquals("0 bytes", Units.bytes(0));
        assertEquals("0 bytes", Units.bytes(-5));
        assertEquals("1023 bytes", Units.bytes(1023));
        assertEquals("1.0 KiB", Units.bytes(1024));
        assertEquals("1.9 KiB", Units.bytes(2047));
        assertEquals("23.4 KiB", Units.bytes(24_000));
        assertEquals("64.0 MiB", Units.bytes(64L << 20));
        assertEquals("61.8 MiB", Units.bytes(64_880_640)); // what -Xmx64m gives maxMemory()
        assertEquals("1.0 GiB", Units.bytes(1L << 30));
        assertEquals("16.0 GiB", Units.bytes(1L << 34));
        assertEquals("7.9 EiB", Units.bytes(Long.MAX_VALUE));
    }

    @Test
    void counts() {
        assertEquals("65,536", Units.count(65_536));
        assertEquals("16.8 million", Units.count(16_777_216));
    }
}
