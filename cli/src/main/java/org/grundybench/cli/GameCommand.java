package org.grundybench.cli;

import org.grundybench.core.InputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.grundybench.core.Work;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * What the three game subcommands share: {@code --explain}, {@code --json}, {@code --stats}, the
 * optional FILE (stdin when absent or {@code -}), and the order of work: check the options, then
 * read, solve and print each position of the input in turn. An answer is printed whole and
 * flushed before the next position is read, so a failure leaves on stdout exactly the answers
 * before the failing position, and nothing of its own.
 * Each game declares its own {@code --impl}, typed by its implementation enum: picocli accepts
 * exactly the constants' names, lists them in the help and names them when refusing a value.
 */
abstract class GameCommand implements Callable<Integer> {
    /** The start of --impl's help: the names it takes. */
    static final String IMPL_NAMES = "Implementation to use: one of ${COMPLETION-CANDIDATES} (also listed by"
            + " 'grundy list')";

    /** The help of --impl of a game with one rule; the game's help adds why its default is what it is. */
    static final String IMPL = IMPL_NAMES + ". Default: ${DEFAULT-VALUE}, the library's rule for every input";

    static final String EXIT_CODES = "Exit codes: 0 answered; 2 bad input or usage; 1 internal failure.";

    @Option(names = "--progress",
            description = "Report the progress of long work on stderr even when it is not a"
                    + " terminal: a line every " + Progress.PLAIN_INTERVAL_SECONDS + " s with what,"
                    + " how far and the time elapsed. On a terminal progress is always shown.")
    boolean progressOption;

    @Option(names = "--explain",
            description = "After the answer line, print in words who wins, a winning move and the"
                    + " Grundy value where it is computed.")
    boolean explain;

    @Option(names = "--json",
            description = "Print one JSON object per answer instead, one a line: winner, grundy"
                    + " (null where not computed), move (and stats).")
    boolean json;

    @Option(names = "--stats", description = "With each answer, the solver's work for it: positions"
            + " evaluated, options examined, lookups and hits, positions stored. Counting makes"
            + " the solver slower.")
    boolean stats;

    @Parameters(arity = "0..1", paramLabel = "FILE",
            description = "Input file; standard input when absent or '-'.")
    String file;

    @Spec
    CommandSpec spec;

    final Context context;

    GameCommand(Context context) {
        this.context = context;
    }

    /**
     * Reads the input and solves it, giving each answer to {@code answers} in input order, as
     * soon as it is known: a position is checked whole before its answer is given.
     */
    abstract void solve(Reader input, Mode mode, Consumer<Answer> answers) throws IOException;

    /**
     * A mode of the subcommand that reads no input (a full table, a period), run instead of
     * {@link #solve} when its option is given; returns null when none is asked for.
     */
    Integer runWithoutInput() throws IOException {
        return null;
    }

    /**
     * Refuses what a mode that reads no input cannot use: a FILE (a stray value lands there), --stats,
     * --explain, --json where it writes no JSON, and {@code alsoUnused}, options of the answers.
     */
    void readsNoInput(String option, boolean writesJson, String... alsoUnused) {
        if (file != null) {
            throw new InputException(option + " reads no input; unexpected argument '" + file + "'");
        }
        if (stats) {
            throw new InputException("--stats counts the work of answers, and " + option + " gives none");
        }
        List<String> unused = new ArrayList<>(List.of(alsoUnused));
        unused.add("--explain");
        if (!writesJson) {
            unused.add("--json");
        }
        refuseGiven(unused, " goes with answers, and " + option + " gives none");
    }

    /** Refuses the first of {@code options} given on the command line, {@code why} following its name. */
    void refuseGiven(List<String> options, String why) {
        options.stream().filter(o -> spec.commandLine().getParseResult().hasMatchedOption(o)).findFirst()
                .ifPresent(o -> {
                    throw new InputException(o + why);
                });
    }

    @Override
    public Integer call() throws IOException {
        if (explain && json) {
            throw new InputException("--explain and --json cannot be combined; pick one");
        }
        if (stats && !Work.COUNTING) { // grundy's main turns counting on when it sees --stats
            throw new InputException("--stats: counting is off in this JVM; start it with -D"
                    + Work.PROPERTY + "=true");
        }
        Mode mode = json ? Mode.JSON : explain ? Mode.EXPLAIN : Mode.PLAIN;
        Integer done = runWithoutInput();
        if (done != null) {
            return done;
        }
        try (Reader input = openInput()) {
            solve(input, mode, answer -> print(answer, mode));
        } catch (IOException e) {
            throw new InputException(file == null || file.equals("-")
                    ? "cannot read standard input: " + e.getMessage()
                    : "cannot read '" + file + "': " + Text.problem(e, Paths.get(file)));
        }
        return ExitCodes.OK;
    }

    /**
     * One answer's lines, written and flushed at once: a reader of a pipe sees each answer when
     * its position is solved, and a failure's line on stderr comes after the answers before it.
     */
    private void print(Answer a, Mode mode) {
        StringBuilder text = new StringBuilder();
        if (mode == Mode.JSON) {
            text.append(Json.line(a, stats)).append('\n');
        } else {
            text.append(a.winner()).append('\n');
            a.explanation().forEach(line -> text.append(line).append('\n'));
            if (stats) {
                text.append(Text.stats(a.work())).append('\n');
            }
        }
        context.out().print(text);
        context.out().flush();
    }

    /**
     * Whether long work reports its progress: always on a terminal, elsewhere with
     * {@code --progress}. Work done in steps only to report how far it got is done only then.
     */
    boolean showsProgress() {
        return context.interactive() || progressOption;
    }

    /**
     * Progress on stderr for the solving step: rewritten in place on a terminal, plain lines
     * with {@code --progress} elsewhere, nothing otherwise.
     */
    Progress progress() {
        Progress.Style style = context.interactive() ? Progress.Style.TERMINAL
                : progressOption ? Progress.Style.LINES : Progress.Style.NONE;
        return Progress.start(context.err(), spec.qualifiedName(), style, context.clock(), context.ticker());
    }

    private Reader openInput() throws IOException {
        if (file == null || file.equals("-")) {
            if (context.interactive()) {
                context.err().println(spec.qualifiedName()
                        + ": reading the input from the terminal; end it with Ctrl-D");
            }
            return new BufferedReader(new InputStreamReader(context.in(), StandardCharsets.UTF_8));
        }
        try {
            // A directory or a missing file fails here or at the first read; call() says which.
            return new BufferedReader(new InputStreamReader(Files.newInputStream(Paths.get(file)),
                    StandardCharsets.UTF_8));
        } catch (InvalidPathException e) {
            throw new InputException("cannot read '" + file + "': not a valid path");
        }
    }
}
