package org.grundybench.cli;

import org.grundybench.core.InputException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.grundybench.core.Work;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * {@code grundy <game> [options] [FILE]}: answers the three classic problems and shows a
 * winning move. {@link #run} is the whole program on given streams, for in-process tests.
 */
@Command(name = "grundy", mixinStandardHelpOptions = true,
        versionProvider = GrundyCli.Version.class,
        description = "Solves rectangle removal, triominoes on a 2 x N strip and Set-Nim.",
        footer = {"", "Exit codes: 0 answered; 2 bad input or usage, or input beyond the chosen"
                + " implementation's limit (one line on stderr says what and where); 1 internal"
                + " failure."})
public final class GrundyCli implements Callable<Integer> {
    static final List<String> GAMES = List.of("rect", "triomino", "setnim", "list");

    public static void main(String[] args) {
        // Before any solver exists: Work reads the property once. PROPERTY is a constant, so
        // naming it here does not load Work.
        if (List.of(args).contains("--stats")) {
            System.setProperty(Work.PROPERTY, "true");
        }
        System.exit(run(args, System.in, System.out, System.err, System.console() != null));
    }

    /** The program on the given streams; returns the exit code. Never shows a terminal. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        return run(args, in, out, err, false);
    }

    /**
     * The program on the given streams; {@code interactive} says the user watches a terminal,
     * which turns on progress lines on stderr.
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err,
            boolean interactive) {
        return run(args, new Context(in, out, err, interactive));
    }

    /** The program in a given context. */
    static int run(String[] args, Context context) {
        try {
            String game = args.length > 0 && GAMES.contains(args[0]) ? args[0] : null;
            return commandLine(context, game).execute(args);
        } catch (Throwable t) { // Errors (out of memory, stack overflow) escape picocli
            return ExitCodes.report(t, "grundy", context.err());
        }
    }

    /**
     * The command tree. Building a subcommand's model costs picocli some reflection, so when
     * the first argument names a game only that subcommand is built; otherwise (help, version,
     * an unknown game) all of them are.
     */
    static CommandLine commandLine(Context context, String game) {
        CommandLine cli = new CommandLine(new GrundyCli());
        List<Function<Context, Object>> commands = List.of(RectCommand::new, TriominoCommand::new,
                SetNimCommand::new, ListCommand::new); // in the order of GAMES
        for (int i = 0; i < GAMES.size(); i++) {
            if (game == null || game.equals(GAMES.get(i))) {
                cli.addSubcommand(commands.get(i).apply(context));
            }
        }
        // Each game's -V prints the tool's version too (picocli would print an empty line).
        cli.getSubcommands().values().forEach(sub -> sub.getCommandSpec().versionProvider(new Version()));
        if (game == null) {
            cli.addSubcommand(new HelpCommand());
        }
        cli.setExpandAtFiles(false);
        cli.setOut(new PrintWriter(new OutputStreamWriter(context.out(), StandardCharsets.UTF_8), true));
        cli.setErr(new PrintWriter(new OutputStreamWriter(context.err(), StandardCharsets.UTF_8), true));
        cli.setParameterExceptionHandler((e, args) -> badUsage(e, context));
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> ExitCodes.report(e,
                commandLine.getCommandSpec().qualifiedName(), context.err()));
        return cli;
    }

    /** One line for a usage error, exit code 2; unknown games get their own wording. */
    private static int badUsage(ParameterException e, Context context) {
        CommandLine where = e.getCommandLine();
        String message = e.getMessage();
        if (e instanceof UnmatchedArgumentException u && where.getParent() == null
                && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
            message = "unknown game '" + u.getUnmatched().get(0) + "'; expected one of: "
                    + String.join(", ", GAMES) + " (or help GAME)";
        } else if (message.startsWith("Unknown subcommand '")) { // help GAME
            String name = message.substring("Unknown subcommand '".length(), message.lastIndexOf('\''));
            message = "help: unknown game '" + name + "'; expected one of: " + String.join(", ", GAMES);
        }
        return ExitCodes.report(new InputException(message),
                where.getCommandSpec().qualifiedName(), context.err());
    }

    /** No game given. */
    @Override
    public Integer call() {
        throw new InputException("missing game; expected one of: " + String.join(", ", GAMES)
                + " (see grundy --help)");
    }

    /** The version from the build, for {@code --version}. */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"grundy " + ResourceBundle.getBundle("org.grundybench.cli.version")
                    .getString("version")};
        }
    }
}
