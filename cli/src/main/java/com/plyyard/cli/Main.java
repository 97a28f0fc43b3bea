package com.plyyard.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

/** The {@code plyyard} command. Errors print one line on stderr and exit with status 2. */
public final class Main {
    static final String USAGE = """
            usage: plyyard <command> [arguments]
              serve [--port N] [--data DIR] [--host ADDRESS] [--computer-threads N] [--computer-time MS|GAME=MS]...
                    [--database-url jdbc:postgresql://… --database-user U --database-password P] [--redis redis://…]
                  runs the web server (default http://127.0.0.1:8080/, embedded database in ./data);
                  PostgreSQL and the Redis relay between nodes: docs/operations.md; --computer-time: the ms level 8
                  thinks a move (default 1000), for every game or, as GAME=MS, for one; also PLYYARD_COMPUTER_TIME
              reports [--data DIR]
                  the readers' error reports from the Learn pages, oldest first
              moves <game> [--players N] [--option NAME]... [--position "<notation>"] [--paths]
                  the legal moves, one start-end a line, sorted (--paths: one shortest path each)
              perft <game> <depth> [same flags] [--divide]
                  leaf nodes at that depth; --divide: the count under each root move first
              loadtest [--games N] [--seconds S] [--rate MOVES_PER_S] [--game ID] [--url http://127.0.0.1:PORT]
                  plays many online games through the WebSocket protocol; prints moves/s, latency and bytes per move
              bench [<game>] [--playouts | --search]
                  perft nodes per second on fixed positions (--playouts: random-playout turns per second;
                  --search: the computer's search to a fixed depth, nodes per second, node count as signature)
              bestmove <game> [same flags] --level 1-8 [--time MS | --nodes N] [--seed N] [--verbose]
                  the computer's move with its whole path and evaluation (--verbose: each depth)
              match <game> [--players N] [--option NAME]... --players A,B[,C…] [--games N] [--time MS]
                      [--opening-plies K] [--seed N]
                  one player a seat (level1 … level8, greedy or random) plays every seat from random
                  openings; two players: wins/draws/losses, score, Elo difference with a 95% interval;
                  3+ players: first places, mean rank and score of each; level 8's move times
              engine
                  the computer player behind a line protocol on stdin/stdout (docs/engine-protocol.md)
            games: chinese-checkers (--players 2|3|4|6, --option long-jump|fill-blocked-target|play-for-places),
                   halma, jungle""";

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(Arrays.asList(args), System.out, System.err));
    }

    /** Runs one command line; returns the exit status. */
    static int run(List<String> args, PrintStream out, PrintStream err) {
        try {
            return dispatch(args, out, err);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("plyyard: interrupted");
            return 130;
        }
    }

    private static int dispatch(List<String> args, PrintStream out, PrintStream err) throws InterruptedException {
        if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("help")) {
            out.println(USAGE);
            return args.isEmpty() ? 2 : 0;
        }
        List<String> rest = args.subList(1, args.size());
        try {
            switch (args.get(0)) {
                case "moves" -> MovesCommand.run(rest, out);
                case "perft" -> PerftCommand.run(rest, out);
                case "bench" -> BenchCommand.run(rest, out);
                case "serve" -> ServeCommand.run(rest, out);
                case "reports" -> ReportsCommand.run(rest, out);
                case "loadtest" -> LoadTestCommand.run(rest, out);
                case "bestmove" -> BestMoveCommand.run(rest, out);
                case "match" -> MatchCommand.run(rest, out);
                case "engine" -> EngineCommand.run(rest, System.in, out);
                default -> throw new UsageException("unknown command '" + args.get(0)
                        + "' (commands: serve, moves, perft, bench, loadtest, bestmove, match, engine; plyyard --help)");
            }
            out.flush();
            return 0;
        } catch (IllegalArgumentException | UsageException e) {
            err.println("plyyard: " + e.getMessage());
            return 2;
        }
    }
}
