package com.plyyard.server.room;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Seat tokens: 256 random bits, base64url. The server keeps only their SHA-256, so a leaked
 * database does not let anyone play for someone else.
 */
public final class SeatToken {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] ID_ALPHABET =
            "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789".toCharArray();

    private SeatToken() {
    }

    public static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    public static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK always has SHA-256", e);
        }
    }

    /** A game id for links: 12 characters from an alphabet without look-alikes (about 70 bits). */
    public static String newGameId() {
        char[] id = new char[12];
        for (int i = 0; i < id.length; i++) {
            id[i] = ID_ALPHABET[RANDOM.nextInt(ID_ALPHABET.length)];
        }
        return new String(id);
    }

    /** Compares in time independent of where the strings differ. */
    static boolean matches(String token, String storedHash) {
        return storedHash != null && token != null
                && MessageDigest.isEqual(hash(token).getBytes(StandardCharsets.US_ASCII),
                        storedHash.getBytes(StandardCharsets.US_ASCII));
    }
}
