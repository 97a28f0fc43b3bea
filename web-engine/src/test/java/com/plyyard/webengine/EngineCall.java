package com.plyyard.webengine;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One call of {@link BrowserEngine}'s exports, run on the JVM or sent to the browser build, with
 * the answer written the same way on both sides: {@code ok <result>} or {@code error <message>}.
 *
 * @param name the export's name, as {@code engine.js} calls it
 * @param args its arguments: strings and ints
 */
record EngineCall(String name, List<Object> args) {

    static EngineCall of(String name, Object... args) {
        return new EngineCall(name, List.of(args));
    }

    /** The request line of {@code engine.js}: {@code {"id":…,"call":…,"args":[…]}}. */
    String requestJson(int id) {
        return "{\"id\":" + id + ",\"call\":" + quoted(name) + ",\"args\":["
                + args.stream().map(arg -> arg instanceof String text ? quoted(text) : arg.toString())
                        .collect(Collectors.joining(",")) + "]}";
    }

    /** The answer as one line, a line break inside it (a record's) written as {@code \n}, as the Node.js driver writes it. */
    String answerOnJvm() {
        String answer;
        try {
            answer = "ok " + result();
        } catch (RuntimeException refused) {
            answer = "error " + refused.getMessage();
        }
        return answer.replace("\n", "\\n");
    }

    private Object result() {
        return switch (name) {
            case "legalMoves" -> BrowserEngine.legalMoves(text(0), number(1), text(2), text(3));
            case "play" -> BrowserEngine.play(text(0), number(1), text(2), text(3), text(4));
            // JavaScript prints a whole double without a fraction: the count as a long reads the same.
            case "perft" -> (long) BrowserEngine.perft(text(0), number(1), text(2), text(3), number(4));
            case "bestMove" -> BrowserEngine.bestMove(text(0), number(1), text(2), text(3), number(4), number(5),
                    number(6));
            case "analyse" -> BrowserEngine.analyse(text(0), number(1), text(2), text(3), number(4), number(5));
            case "reviewMove" -> BrowserEngine.reviewMove(text(0), number(1), text(2), text(3), text(4), number(5),
                    number(6));
            case "reviewScale" -> BrowserEngine.reviewScale(text(0), number(1), text(2));
            case "notation" -> BrowserEngine.notation(text(0), number(1), text(2), text(3));
            case "readRecord" -> BrowserEngine.readRecord(text(0));
            case "judge" -> BrowserEngine.judge(text(0), number(1), text(2), text(3), text(4));
            case "tableOpen" -> BrowserEngine.tableOpen(text(0), text(1), number(2), text(3), text(4), text(5), number(6),
                    number(7), text(8), text(9));
            case "tableCommand" -> BrowserEngine.tableCommand(text(0), number(1), text(2), text(3), number(4));
            case "tableComputer" -> BrowserEngine.tableComputer(text(0));
            case "tableHops" -> BrowserEngine.tableHops(text(0), text(1));
            case "tableState" -> BrowserEngine.tableState(text(0));
            case "tableRecord" -> BrowserEngine.tableRecord(text(0));
            default -> throw new IllegalArgumentException("no export " + name);
        };
    }

    private String text(int index) {
        return (String) args.get(index);
    }

    private int number(int index) {
        return (Integer) args.get(index);
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }

    @Override
    public String toString() {
        return name + args;
    }
}
