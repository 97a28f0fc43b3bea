package com.plyyard.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A player who resigned from a game of three or more players (AL-2) after {@code afterPly}
 * moves. Records keep them in a {@code Withdrawn} header, such as {@code [Withdrawn "G@7 P@12"]}:
 * the colour letter, then how many moves had been played.
 */
public record Withdrawal(int afterPly, Colour colour) {
    public static final String HEADER = "Withdrawn";

    public static String format(List<Withdrawal> withdrawals) {
        return withdrawals.stream()
                .map(w -> Character.toUpperCase(w.colour().letter()) + "@" + w.afterPly())
                .collect(Collectors.joining(" "));
    }

    /** @throws NotationException for a malformed header or a colour that does not play */
    public static List<Withdrawal> parse(String header, Settings settings) {
        List<Withdrawal> withdrawals = new ArrayList<>();
        if (header == null || header.isBlank()) {
            return withdrawals;
        }
        for (String entry : header.strip().split("\\s+")) {
            if (!entry.matches("[A-Z]@\\d{1,6}")) {
                throw new NotationException("the Withdrawn header entry '" + entry + "' is not COLOUR@PLY, such as G@7");
            }
            Colour colour = Colour.ofLetter(entry.charAt(0));
            if (colour == null || !settings.colours().contains(colour)) {
                throw new NotationException("the Withdrawn header names '" + entry.charAt(0) + "', who does not play");
            }
            int ply = Integer.parseInt(entry.substring(2));
            if (!withdrawals.isEmpty() && ply < withdrawals.get(withdrawals.size() - 1).afterPly()) {
                throw new NotationException("the Withdrawn header must list resignations in the order they happened");
            }
            withdrawals.add(new Withdrawal(ply, colour));
        }
        return withdrawals;
    }

    /**
     * Replays {@code moves} from {@code start}, applying each withdrawal after its ply; returns
     * every position, the start first.
     *
     * @throws IllegalArgumentException for an illegal move or withdrawal
     */
    public static List<Position> replay(Position start, List<Move> moves, List<Withdrawal> withdrawals) {
        List<Position> positions = new ArrayList<>(moves.size() + 1);
        Position position = withdraw(start, 0, withdrawals);
        positions.add(position);
        for (int i = 0; i < moves.size(); i++) {
            position = withdraw(position.play(moves.get(i)), i + 1, withdrawals);
            positions.add(position);
        }
        requireWithin(withdrawals, moves.size());
        return positions;
    }

    /** @throws NotationException when a withdrawal is dated after the last of {@code plies} moves */
    static void requireWithin(List<Withdrawal> withdrawals, int plies) {
        for (Withdrawal withdrawal : withdrawals) {
            if (withdrawal.afterPly() > plies) {
                throw new NotationException("the Withdrawn header names ply " + withdrawal.afterPly()
                        + " but the game has " + plies + " moves");
            }
        }
    }

    static Position withdraw(Position position, int ply, List<Withdrawal> withdrawals) {
        for (Withdrawal withdrawal : withdrawals) {
            if (withdrawal.afterPly() == ply) {
                position = position.withoutPlayer(withdrawal.colour());
            }
        }
        return position;
    }
}
