package com.plyyard.engine;

/** Text that is not valid notation: a position, move, square, setting or record. */
public final class NotationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
        super(message);
    }
}
