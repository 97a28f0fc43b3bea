package com.plyyard.cli;

import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code plyyard} command: picocli parses the words and prints each command's help. Every
 * error a user can cause — an unknown command or flag, a malformed value, position or move —
 * prints one line on stderr starting with {@code plyyard:} and exits with status 2.
 */
@Command(name = "plyyard", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT,
        versionProvider = VersionText.class,
        description = "Chinese checkers, Halma and Dou Shou Qi: the web server, the rules engines and the computer"
                + " player.",
        subcommands = {ServeCommand.class, ReportsCommand.class, MovesCommand.class, PerftCommand.class,
            BenchCommand.class, LoadTestCommand.class, BestMoveCommand.class, MatchCommand.class, EngineCommand.class,
            CommandLine.HelpCommand.class},
        footer = {"", "Games: chinese-checkers, halma, jungle. Positions and moves: shared/spec/notation.md.",
            "Each command's flags: plyyard <command> --help"})
public final class Main implements Runnable {
    private static final int USAGE_ERROR = 2;
    private static final int INTERRUPTED = 130;

    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;

    @Spec
    private CommandSpec spec;

    /** For picocli's tools (the completion script generator), which need a no-argument constructor. */
    public Main() {
        this(System.in, System.out, System.err);
    }

    private Main(InputStream in, PrintStream out, PrintStream err) {
        this.in = in;
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        System.exit(run(Arrays.asList(args), System.in, System.out, System.err));
    }

    /** Runs one command line; returns the exit status. */
    static int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        CommandLine commandLine = new CommandLine(new Main(in, out, err))
                // a word starting with @ is a value (a file name, say), never a file of further words
                .setExpandAtFiles(false)
                .setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true))
                .setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true))
                .setParameterExceptionHandler((mistake, words) -> usageError(err, describe(mistake)))
                .setExecutionExceptionHandler((failure, command, parsed) -> failed(err, failure));
        int status = commandLine.execute(args.toArray(String[]::new));
        out.flush();
        return status;
    }

    /** A refused value, position or move is the user's mistake; anything else is a fault and propagates. */
    private static int failed(PrintStream err, Exception failure) throws Exception {
        if (failure instanceof UsageException || failure instanceof IllegalArgumentException) {
            return usageError(err, failure.getMessage());
        }
        if (failure instanceof InterruptedException) {
            Thread.currentThread().interrupt();
            err.println("plyyard: interrupted");
            return INTERRUPTED;
        }
        throw failure;
    }

    private static int usageError(PrintStream err, String message) {
        err.println("plyyard: " + message);
        return USAGE_ERROR;
    }

    /** Picocli's message, which names the flag or operand, and where the command's usage is. */
    private static String describe(ParameterException mistake) {
        CommandLine command = mistake.getCommandLine();
        if (mistake instanceof UnmatchedArgumentException unmatched && command.getParent() == null
                && !unmatched.getUnmatched().isEmpty() && !unmatched.getUnmatched().get(0).startsWith("-")) {
            return "unknown command '" + unmatched.getUnmatched().get(0) + "' (" + commandNames(command.getCommandSpec())
                    + "; plyyard --help)";
        }
        return mistake.getMessage().replaceFirst("^Error: ", "") + " (" + command.getCommandSpec().qualifiedName()
                + " --help)";
    }

    private static String commandNames(CommandSpec plyyard) {
        return "commands: " + String.join(", ",
                plyyard.subcommands().keySet().stream().filter(name -> !name.equals("help")).toList());
    }

    /** {@code plyyard} alone: which commands there are, in one line. */
    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "a command is needed; " + commandNames(spec));
    }

    InputStream in() {
        return in;
    }

    PrintStream out() {
        return out;
    }

    PrintStream err() {
        return err;
    }
}
