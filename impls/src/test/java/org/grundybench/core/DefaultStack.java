package org.grundybench.core;

/** Runs test code on a fresh thread with the JVM's default stack size, as a user's thread has. */
public final class DefaultStack {
    private DefaultStack() {
    }

    /** Runs {@code body} and returns what it threw (a {@code StackOverflowError}, say), or null. */
    public static Throwable run(Runnable body) throws InterruptedException {
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                body.run();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "contract-default-stack", 0);
        t.start();
        t.join();
        return failure[0];
    }
}
