package org.grundybench.bench;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * JMH's lock file (one benchmark run on a machine at a time), held for the whole suite. Each of
 * the suite's one-fork JMH runs takes the lock itself, so the suite hands it over just before a
 * fork's run and takes it back just after: another JMH run started meanwhile is refused, as it
 * would be by one long JMH run, instead of slipping in between two forks and making the suite's
 * next fork fail. With {@code -Djmh.ignoreLock=true} (JMH's own switch) nothing is locked.
 */
final class RunLock implements AutoCloseable {
    private final FileChannel channel;
    private FileLock lock;

    private RunLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Raised when another JMH run holds the lock. */
    static final class HeldException extends IOException {
        HeldException(String message) {
            super(message);
        }
    }

    /** Takes JMH's lock, or none under {@code -Djmh.ignoreLock=true}. */
    static RunLock take() throws IOException {
        if (Boolean.getBoolean("jmh.ignoreLock")) {
            return new RunLock(null, null);
        }
        Path file = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock = tryLock(channel);
        if (lock == null) {
            channel.close();
            throw new HeldException("another JMH run holds " + file
                    + "; wait for it, or run anyway with java -Djmh.ignoreLock=true");
        }
        return new RunLock(channel, lock);
    }

    /** Releases the lock for a fork's JMH run, which takes it itself. */
    void handOver() throws IOException {
        if (lock != null) {
            lock.release();
            lock = null;
        }
    }

    /** Takes the lock back after a fork's run; if another run took it meanwhile, the next fork's run will say so. */
    void takeBack() throws IOException {
        if (channel != null && lock == null) {
            lock = tryLock(channel);
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }

    @Override
    public void close() throws IOException {
        if (channel != null) {
            channel.close();
        }
    }
}
