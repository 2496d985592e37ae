package org.grundybench.cli;

import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.grundybench.core.Implementation;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import picocli.CommandLine.Command;

/** {@code grundy list}: one line per game, {@code <game>: <impl> <impl> ...}. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "Lists the implementations of each game, as accepted by --impl.")
final class ListCommand implements Callable<Integer> {
    private final Context context;

    ListCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        context.out().print(line("rect", RectangleImpl.values())
                + line("triomino", TriominoImpl.values()) + line("setnim", SetNimImpl.values()));
        context.out().flush();
        return ExitCodes.OK;
    }

    private static String line(String game, Implementation<?>[] impls) {
        return Arrays.stream(impls).map(Implementation::id)
                .collect(Collectors.joining(" ", game + ": ", "\n"));
    }
}
