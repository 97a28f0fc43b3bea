package com.plyyard.engine.jungle;

import static com.plyyard.engine.jungle.JungleGeometry.DEN;
import static com.plyyard.engine.jungle.JungleGeometry.JUMPS;
import static com.plyyard.engine.jungle.JungleGeometry.JUMP_LANDING;
import static com.plyyard.engine.jungle.JungleGeometry.JUMP_WATER;
import static com.plyyard.engine.jungle.JungleGeometry.TRAPS;
import static com.plyyard.engine.jungle.JungleGeometry.bit;
import static com.plyyard.engine.jungle.JungleGeometry.file;
import static com.plyyard.engine.jungle.JungleGeometry.isWater;
import static com.plyyard.engine.jungle.JungleGeometry.rank;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Refusal;
import com.plyyard.engine.Refusal.Kind;
import com.plyyard.engine.Square;

/**
 * Says which rule a proposed move from one square to another breaks, square by square, in the
 * order a player would check it. The fast generator decides legality; this class explains a
 * refusal, and a property test holds the two in agreement on live positions.
 */
final class MoveJudge {
    private MoveJudge() {
    }

    /**
     * @param cell the piece code on each square, as in {@link JungleBoard} (not modified)
     * @param side the side to move
     * @return why the move is illegal, or null when it is legal
     */
    static Refusal refusal(byte[] cell, int side, int from, int to) {
        int code = cell[from];
        if (code == 0) {
            return Refusal.of("JU-3", Kind.NO_PIECE, "from", square(from));
        }
        int owner = (code - 1) >>> 3;
        Animal animal = Animal.ALL[(code - 1) & 7];
        if (owner != side) {
            return Refusal.of("JU-3", Kind.NOT_OWN_ANIMAL, "from", square(from), "animal", animal,
                    "owner", colour(owner), "side", colour(side));
        }
        if (from == to) {
            return Refusal.of("JU-3", Kind.MUST_LEAVE, "from", square(from));
        }
        int files = Math.abs(file(to) - file(from));
        int ranks = Math.abs(rank(to) - rank(from));
        if (files != 0 && ranks != 0) {
            return Refusal.of("JU-3", Kind.DIAGONAL, "from", square(from), "to", square(to));
        }
        if (files + ranks > 1) {
            Refusal badJump = longMoveRefusal(cell, animal, from, to, files + ranks);
            if (badJump != null) {
                return badJump;
            }
        }
        if ((DEN[side] & bit(to)) != 0) {
            return Refusal.of("JU-3", Kind.OWN_DEN, "to", square(to), "side", colour(side));
        }
        if (isWater(to) && animal != Animal.RAT) {
            return Refusal.of("JU-4", Kind.WATER, "to", square(to), "animal", animal);
        }
        int target = cell[to];
        if (target == 0) {
            return null;
        }
        if ((target - 1) >>> 3 == side) {
            return Refusal.of("JU-3", Kind.OWN_PIECE_THERE, "to", square(to), "side", colour(side),
                    "target", Animal.ALL[(target - 1) & 7]);
        }
        return captureRefusal(animal, from, Animal.ALL[(target - 1) & 7], to, side);
    }

    /** A move over more than one square: only a river jump of the lion or tiger (JU-5). */
    private static Refusal longMoveRefusal(byte[] cell, Animal animal, int from, int to, int distance) {
        if (!animal.jumpsRivers()) {
            return Refusal.of("JU-3", Kind.TOO_FAR, "from", square(from), "to", square(to), "distance", distance,
                    "animal", animal);
        }
        for (int i = 2 * from; i < 2 * from + JUMPS[from]; i++) {
            if (JUMP_LANDING[i] != bit(to)) {
                continue;
            }
            for (long water = JUMP_WATER[i]; water != 0; water &= water - 1) {
                int crossed = Long.numberOfTrailingZeros(water);
                if (cell[crossed] != 0) {
                    return Refusal.of("JU-5", Kind.RIVER_JUMP_BLOCKED, "square", square(crossed),
                            "blocker", colour((cell[crossed] - 1) >>> 3), "animal", animal,
                            "from", square(from), "to", square(to));
                }
            }
            return null;
        }
        return Refusal.of("JU-5", Kind.NOT_A_RIVER_JUMP, "from", square(from), "to", square(to), "animal", animal);
    }

    /** JU-6 and its exceptions, for a move onto an enemy piece. */
    private static Refusal captureRefusal(Animal mover, int from, Animal target, int to, int side) {
        if (mover == Animal.RAT && target == Animal.ELEPHANT && isWater(from)) {
            return Refusal.of("JU-6b", Kind.RAT_IN_WATER, "from", square(from), "to", square(to));
        }
        if (isWater(from) != isWater(to)) {
            return Refusal.of("JU-6d", Kind.WATER_AND_LAND, "animal", mover, "from", square(from),
                    "target", target, "to", square(to));
        }
        if (mover == Animal.ELEPHANT && target == Animal.RAT) {
            return Refusal.of("JU-6c", Kind.ELEPHANT_ON_RAT, "from", square(from), "to", square(to));
        }
        if (mover == Animal.RAT && target == Animal.ELEPHANT) {
            return null;
        }
        if ((TRAPS[side] & bit(to)) != 0 || mover.rank() >= target.rank()) {
            return null;
        }
        if ((TRAPS[side ^ 1] & bit(to)) != 0) {
            return Refusal.of("JU-6a", Kind.DEFENDER_TRAP, "animal", mover, "from", square(from), "target", target,
                    "to", square(to), "owner", colour(side ^ 1), "rank", mover.rank(), "targetRank", target.rank());
        }
        return Refusal.of("JU-6", Kind.LOWER_RANK, "animal", mover, "from", square(from), "target", target,
                "to", square(to), "rank", mover.rank(), "targetRank", target.rank());
    }

    static String sideName(int side) {
        return side == JungleBoard.RED ? "red" : "blue";
    }

    /** Such as {@code blue rat}. */
    static String piece(int code) {
        return sideName((code - 1) >>> 3) + " " + Animal.ALL[(code - 1) & 7].title();
    }

    static Colour colour(int side) {
        return side == JungleBoard.RED ? Colour.RED : Colour.BLUE;
    }

    private static Square square(int index) {
        return JungleGeometry.square(index);
    }
}
