package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The checksum's values: exact in a double, and changed by any change to the answer. */
class ChecksumTest {
    @Test
    void valuesAreExactInADouble() {
        Random random = new Random(1);
        for (int i = 0; i < 1_000; i++) {
            int[] values = random.ints(random.nextInt(50), 0, 100).toArray();
            byte[] table = new byte[random.nextInt(200)];
            random.nextBytes(table);
            for (long h : new long[] {Checksum.of(values), Checksum.of(table)}) {
                assertTrue(h >= 0 && h < 1L << 53, Long.toString(h));
                assertEquals(h, (long) (double) h);
            }
        }
    }

    @Test
    void everyChangeOfOneValueOrLengthChangesTheChecksum() {
        int[] values = new Random(2).ints(301, 0, 80).toArray(); // a tail after the 8-value steps
        byte[] table = new byte[1_000 + 13]; // a tail after the 32-byte steps
        new Random(3).nextBytes(table);
        Set<Long> seen = new HashSet<>();
        seen.add(Checksum.of(values));
        seen.add(Checksum.of(table));
        for (int i = 0; i < values.length; i++) {
            int[] changed = values.clone();
            changed[i]++;
            assertTrue(seen.add(Checksum.of(changed)), "value " + i);
            for (int bit : new int[] {7, 31}) { // high bits, which a multiply carries only upwards
                changed = values.clone();
                changed[i] ^= 1 << bit;
                assertTrue(seen.add(Checksum.of(changed)), "value " + i + " bit " + bit);
            }
        }
        for (int i = 0; i < table.length; i++) {
            byte[] changed = table.clone();
            changed[i] ^= 1 << (i % 8);
            assertTrue(seen.add(Checksum.of(changed)), "byte " + i);
        }
        assertNotEquals(Checksum.of(values), Checksum.of(Arrays.copyOf(values, values.length + 1)), "a trailing 0");
        assertNotEquals(Checksum.of(table), Checksum.of(Arrays.copyOf(table, table.length + 1)), "a trailing 0");
        assertNotEquals(Checksum.of(1, 2), Checksum.of(2, 1), "order counts");
        assertEquals(Checksum.of(values), Checksum.of(values.clone()), "a function of the values");
    }

    @Test
    void resetStartsAnIterationAtZero() {
        Checksum c = new Checksum();
        c.checksum = 5;
        c.reset();
        assertEquals(0, c.checksum);
    }
}
