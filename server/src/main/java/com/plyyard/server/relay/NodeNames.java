package com.plyyard.server.relay;

import java.security.SecureRandom;
import java.util.HexFormat;

/** Random node names: a restarted node is a new node, so nothing it said before is taken for its present. */
final class NodeNames {
    private static final SecureRandom RANDOM = new SecureRandom();

    private NodeNames() {
    }

    static String next() {
        byte[] bytes = new byte[6];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }
}
