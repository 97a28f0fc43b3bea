package com.plyyard.engine;

/**
 * The board field of every position notation: rows from the top, separated by {@code /}, each
 * row a run of piece letters and decimal counts of empty squares. This class checks the shape
 * only; which letter may stand where is the game's business.
 */
public final class BoardText {
    /** Marks an empty square in the parsed rows. */
    public static final char EMPTY = '.';

    private BoardText() {
    }

    /**
     * Splits a board field into rows of characters, {@link #EMPTY} for empty squares.
     *
     * @param rowLengths the number of squares of each row, top row first
     * @param pieceLetters every letter that may stand for a piece
     * @param rowName names row {@code i} (top first) in error messages
     * @throws NotationException saying which row is malformed and how
     */
    public static char[][] parse(String field, int[] rowLengths, String pieceLetters,
            java.util.function.IntFunction<String> rowName) {
        String[] rows = field.split("/", -1);
        if (rows.length != rowLengths.length) {
            throw new NotationException("the board has " + rows.length + " rows separated by '/', expected "
                    + rowLengths.length);
        }
        char[][] result = new char[rows.length][];
        for (int r = 0; r < rows.length; r++) {
            result[r] = parseRow(rows[r], rowLengths[r], pieceLetters, rowName.apply(r));
        }
        return result;
    }

    private static char[] parseRow(String row, int length, String pieceLetters, String name) {
        char[] squares = new char[length];
        int filled = 0;
        int i = 0;
        if (row.isEmpty()) {
            throw new NotationException("row " + name + " is empty; it has " + length + " squares");
        }
        while (i < row.length()) {
            char c = row.charAt(i);
            if (c >= '1' && c <= '9') {
                int j = i;
                while (j < row.length() && Character.isDigit(row.charAt(j))) {
                    j++;
                }
                int run = Integer.parseInt(row.substring(i, Math.min(j, i + 4)));
                if (j - i > 3 || filled + run > length) {
                    throw new NotationException("row " + name + " has more than its " + length + " squares");
                }
                java.util.Arrays.fill(squares, filled, filled + run, EMPTY);
                filled += run;
                i = j;
            } else if (pieceLetters.indexOf(c) >= 0) {
                if (filled == length) {
                    throw new NotationException("row " + name + " has more than its " + length + " squares");
                }
                squares[filled++] = c;
                i++;
            } else {
                throw new NotationException("row " + name + ": '" + c + "' is neither a piece ("
                        + pieceLetters + ") nor a count of empty squares");
            }
        }
        if (filled != length) {
            throw new NotationException("row " + name + " has " + filled + " squares, expected " + length);
        }
        return squares;
    }

    /** The board field for these rows (top first), {@link #EMPTY} for empty squares. */
    public static String format(char[][] rows) {
        StringBuilder text = new StringBuilder();
        for (int r = 0; r < rows.length; r++) {
            if (r > 0) {
                text.append('/');
            }
            int empties = 0;
            for (char c : rows[r]) {
                if (c == EMPTY) {
                    empties++;
                    continue;
                }
                if (empties > 0) {
                    text.append(empties);
                    empties = 0;
                }
                text.append(c);
            }
            if (empties > 0) {
                text.append(empties);
            }
        }
        return text.toString();
    }

    /**
     * Splits a whole position into its space-separated fields, checking their count.
     *
     * @param fieldNames the expected fields, for the error message
     */
    public static String[] fields(String notation, String... fieldNames) {
        if (notation == null || notation.isBlank()) {
            throw new NotationException("the position is empty; expected " + String.join(", ", fieldNames));
        }
        String[] fields = notation.trim().split("\\s+");
        if (fields.length != fieldNames.length) {
            throw new NotationException("the position has " + fields.length + " fields, expected "
                    + fieldNames.length + " (" + String.join(", ", fieldNames) + ")");
        }
        return fields;
    }

    /** Parses a whole-number field that must be at least {@code min}. */
    public static int number(String field, String name, int min) {
        if (!field.matches("\\d{1,9}")) {
            throw new NotationException("the " + name + " '" + field + "' is not a whole number");
        }
        int value = Integer.parseInt(field);
        if (value < min) {
            throw new NotationException("the " + name + " must be at least " + min + ", not " + value);
        }
        return value;
    }

    /** Parses the side-to-move field: one colour letter that plays in {@code settings}. */
    public static Colour side(String field, Settings settings) {
        Colour colour = field.length() == 1 ? Colour.ofLetter(field.charAt(0)) : null;
        if (colour == null || !field.equals(field.toLowerCase(java.util.Locale.ROOT))) {
            throw new NotationException("the side to move '" + field + "' is not a lower-case colour letter");
        }
        if (!settings.colours().contains(colour)) {
            throw new NotationException("the side to move '" + field + "' does not play in a "
                    + settings.players() + "-player game");
        }
        return colour;
    }
}
