package com.plyyard.engine;

/**
 * One {@code [Name "value"]} line of a record. It is read by a plain left-to-right scan: a regular
 * expression over the value recursed once per character and overflowed the stack on long lines.
 */
record RecordHeader(String name, String value) {
    /** The longest header line a record may have, in characters: far above any position or name. */
    static final int MAX_LINE = 1_000;

    /** Reads a stripped line that starts with {@code [}. */
    static RecordHeader parse(String line, int lineNumber) {
        int end = nameEnd(line);
        String name = line.substring(1, end);
        if (line.length() > MAX_LINE) {
            String which = name.isEmpty() ? "a header line" : "the header " + name;
            throw new NotationException("line " + lineNumber + ": " + which + " is " + line.length()
                    + " characters long; a header line has at most " + MAX_LINE);
        }
        int at = end;
        while (at < line.length() && isSpace(line.charAt(at))) {
            at++;
        }
        if (name.isEmpty() || at == end || at == line.length() || line.charAt(at) != '"') {
            throw malformed(line, lineNumber);
        }
        StringBuilder value = new StringBuilder();
        for (at++; at < line.length() && line.charAt(at) != '"'; at++) {
            char c = line.charAt(at);
            if (c == '\\') {
                at++;
                if (at == line.length()) {
                    break;
                }
                c = line.charAt(at);
            }
            value.append(c);
        }
        if (at != line.length() - 2 || line.charAt(at + 1) != ']') {
            throw malformed(line, lineNumber);
        }
        return new RecordHeader(name, value.toString());
    }

    /** Where the name after {@code [} ends: a letter, then letters, digits and underscores. */
    private static int nameEnd(String line) {
        int at = 1;
        if (at < line.length() && isAsciiLetter(line.charAt(at))) {
            at++;
            while (at < line.length() && (isAsciiLetter(line.charAt(at))
                    || (line.charAt(at) >= '0' && line.charAt(at) <= '9') || line.charAt(at) == '_')) {
                at++;
            }
        }
        return at;
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == '\u000B';
    }

    private static NotationException malformed(String line, int lineNumber) {
        return new NotationException("line " + lineNumber + ": malformed header " + line);
    }
}
