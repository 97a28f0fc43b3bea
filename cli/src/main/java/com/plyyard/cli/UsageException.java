package com.plyyard.cli;

/** A command line that cannot be run as given; the message is printed as one line. */
final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
