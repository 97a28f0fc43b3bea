package com.plyyard.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Game records as text, in the spirit of PGN: {@code [Key "value"]} headers, a blank line, then
 * the moves numbered per round ({@code 1.} before the round's first move, {@code 1...} when a
 * record starts inside a round) and the result last. A comment in braces may follow a move
 * ({@code {[%clk 0:04:58.5]}}); it belongs to the move before it.
 */
public final class RecordFormat {
    private static final Set<String> FORMAT_HEADERS = Set.of("Game", "Players", "Options", "Start", "Result");
    private static final Pattern NUMBERED = Pattern.compile("(\\d+)(\\.+)(.*)");
    /**
     * What {@code \R} matches, spelt out. This and the escaped closing brace of {@link
     * #MOVE_TOKEN} keep the browser build able to read records: TeaVM's regular expressions
     * failed on the shorter spellings, which match the same.
     */
    private static final Pattern LINE_BREAK = Pattern.compile("\r\n|[\n\u000B\f\r\u0085\u2028\u2029]");
    /** A move-text token: a comment in braces (spaces and all) or a run of non-blank characters. */
    private static final Pattern MOVE_TOKEN = Pattern.compile("\\{[^}]*\\}|\\{[^}]*$|[^\\s{]+");
    private static final int LINE_WIDTH = 80;

    private RecordFormat() {
    }

    public static String write(GameRecord record) {
        Position start = record.start();
        Settings settings = start.settings();
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Game", record.game().id());
        if (settings.configurable()) {
            headers.put("Players", String.valueOf(settings.players()));
            headers.put("Options", String.join(" ", settings.options()));
        }
        if (!start.notation().equals(record.game().start(settings).notation())) {
            headers.put("Start", start.notation());
        }
        headers.putAll(record.tags());
        headers.put("Result", record.result());
        StringBuilder text = new StringBuilder();
        headers.forEach((key, value) ->
                text.append('[').append(key).append(" \"").append(escape(value)).append("\"]\n"));
        text.append('\n');
        appendMoves(text, record);
        return text.toString();
    }

    private static void appendMoves(StringBuilder text, GameRecord record) {
        List<String> tokens = new ArrayList<>();
        // the positions with the withdrawals applied: after one, the turn skips the player who left
        List<Position> positions = record.positions();
        int shownRound = -1;
        Colour roundOpener = record.start().settings().colours().get(0);
        for (int ply = 0; ply < record.moves().size(); ply++) {
            Move move = record.moves().get(ply);
            Position position = positions.get(ply);
            if (position.moveNumber() != shownRound) {
                shownRound = position.moveNumber();
                boolean entersMidRound = tokens.isEmpty() && position.sideToMove() != roundOpener;
                tokens.add(shownRound + (entersMidRound ? "..." : "."));
            }
            tokens.add(move.toString());
            if (record.comment(ply) != null) {
                tokens.add("{" + record.comment(ply) + "}");
            }
        }
        tokens.add(record.result());
        int lineLength = 0;
        for (String token : tokens) {
            if (lineLength > 0 && lineLength + 1 + token.length() > LINE_WIDTH) {
                text.append('\n');
                lineLength = 0;
            } else if (lineLength > 0) {
                text.append(' ');
                lineLength++;
            }
            text.append(token);
            lineLength += token.length();
        }
        text.append('\n');
    }

    /**
     * Reads a record and replays its moves.
     *
     * @throws NotationException for a malformed header or setting, and for an illegal or
     *     malformed move, naming the move number and the reason
     */
    public static GameRecord read(String text) {
        Map<String, String> headers = new LinkedHashMap<>();
        List<String> moveTokens = new ArrayList<>();
        StringBuilder moveText = new StringBuilder();
        String[] lines = LINE_BREAK.split(text.strip());
        int lineNumber = 0;
        for (String raw : lines) {
            lineNumber++;
            String line = raw.strip();
            if (line.startsWith("[") && moveText.isEmpty()) {
                RecordHeader header = RecordHeader.parse(line, lineNumber);
                if (headers.put(header.name(), header.value()) != null) {
                    throw new NotationException("line " + lineNumber + ": header " + header.name() + " repeated");
                }
            } else if (!line.isEmpty()) {
                moveText.append(line).append('\n');
            }
        }
        Matcher token = MOVE_TOKEN.matcher(moveText);
        while (token.find()) {
            moveTokens.add(token.group());
        }
        Game game = Games.byId(required(headers, "Game"));
        Settings settings = game.settings(players(headers), options(headers));
        String result = required(headers, "Result");
        if (!Results.isWellFormed(result, settings)) {
            throw new NotationException("the result '" + result + "' is not valid for this game");
        }
        Position start = headers.containsKey("Start")
                ? game.parsePosition(settings, headers.get("Start"))
                : game.start(settings);
        List<Withdrawal> withdrawals = Withdrawal.parse(headers.get(Withdrawal.HEADER), settings);
        List<String> comments = new ArrayList<>();
        List<Move> moves = replay(start, moveTokens, result, withdrawals, comments);
        Map<String, String> tags = new LinkedHashMap<>(headers);
        tags.keySet().removeAll(FORMAT_HEADERS);
        boolean commented = comments.stream().anyMatch(comment -> !comment.isEmpty());
        return new GameRecord(start, moves, result, tags, commented ? comments : List.of());
    }

    /** @param comments receives each move's comment, empty where it has none */
    private static List<Move> replay(Position start, List<String> tokens, String result,
            List<Withdrawal> withdrawals, List<String> comments) {
        List<Move> moves = new ArrayList<>();
        Position position = withdrawn(start, 0, withdrawals);
        boolean resultSeen = false;
        for (String token : tokens) {
            if (resultSeen) {
                throw new NotationException("text '" + token + "' after the result");
            }
            if (token.startsWith("{")) {
                if (!token.endsWith("}")) {
                    throw new NotationException("a comment opened with { is not closed");
                }
                if (moves.isEmpty() || !comments.getLast().isEmpty()) {
                    throw new NotationException("the comment " + token + " does not follow a move");
                }
                comments.set(comments.size() - 1, token.substring(1, token.length() - 1).strip());
                continue;
            }
            Matcher numbered = NUMBERED.matcher(token);
            String moveText = token;
            if (numbered.matches()) {
                moveText = numbered.group(3);
                if (moveText.isEmpty()) {
                    continue;
                }
            }
            if (moveText.equals(result)) {
                resultSeen = true;
                continue;
            }
            String where = "move " + position.moveNumber() + " (" + position.sideToMove().title().toLowerCase() + ")";
            try {
                Move move = position.parseMove(moveText);
                position = position.play(move);
                moves.add(move);
                comments.add("");
                position = withdrawn(position, moves.size(), withdrawals);
            } catch (IllegalArgumentException e) {
                throw new NotationException(where + " '" + moveText + "': " + e.getMessage());
            }
        }
        Withdrawal.requireWithin(withdrawals, moves.size());
        String reached = Results.of(position);
        if (!reached.equals(Results.UNFINISHED) && !reached.equals(result)) {
            throw new NotationException("the result header says " + result + " but the moves end in " + reached);
        }
        return moves;
    }

    private static Position withdrawn(Position position, int ply, List<Withdrawal> withdrawals) {
        try {
            return Withdrawal.withdraw(position, ply, withdrawals);
        } catch (IllegalArgumentException e) {
            throw new NotationException("the Withdrawn header: " + e.getMessage());
        }
    }

    private static OptionalInt players(Map<String, String> headers) {
        String players = headers.get("Players");
        if (players == null) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(BoardText.number(players, "Players header", 1));
    }

    private static List<String> options(Map<String, String> headers) {
        String options = headers.getOrDefault("Options", "").strip();
        return options.isEmpty() ? List.of() : List.of(options.split("[\\s,]+"));
    }

    private static String required(Map<String, String> headers, String key) {
        String value = headers.get(key);
        if (value == null) {
            throw new NotationException("the record has no " + key + " header");
        }
        return value;
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
