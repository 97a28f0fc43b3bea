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

import com.plyyard.engine.IllegalMoveException;

/**
 * Says which rule a proposed move from one square to another breaks, square by square, in the
 * order a player would check it. The fast generator decides legality; this class explains a
 * refusal, and a property test holds the two in agreement on live positions.
 */
final class MoveJudge {
    /** Why a move is illegal: the id of the rule broken and the reason, without a stack trace. */
    record Refusal(String rule, String reason) {
        IllegalMoveException exception() {
            return new IllegalMoveException(rule, reason);
        }
    }

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
            return new Refusal("JU-3", "there is no piece on " + name(from) + " to move");
        }
        int owner = (code - 1) >>> 3;
        Animal animal = Animal.ALL[(code - 1) & 7];
        if (owner != side) {
            return new Refusal("JU-3", "the " + piece(code) + " on " + name(from) + " is not "
                    + sideName(side) + "'s; a player moves only their own pieces");
        }
        if (from == to) {
            return new Refusal("JU-3", "a move must leave " + name(from));
        }
        int files = Math.abs(file(to) - file(from));
        int ranks = Math.abs(rank(to) - rank(from));
        if (files != 0 && ranks != 0) {
            return new Refusal("JU-3", name(from) + "-" + name(to)
                    + " is diagonal; a piece moves one square orthogonally, never diagonally");
        }
        if (files + ranks > 1) {
            Refusal badJump = longMoveRefusal(cell, animal, from, to, files + ranks);
            if (badJump != null) {
                return badJump;
            }
        }
        if ((DEN[side] & bit(to)) != 0) {
            return new Refusal("JU-3", name(to) + " is " + sideName(side)
                    + "'s own den, which its pieces may never enter");
        }
        if (isWater(to) && animal != Animal.RAT) {
            return new Refusal("JU-4", name(to) + " is water and only the rat may enter water, not the "
                    + animal.title());
        }
        int target = cell[to];
        if (target == 0) {
            return null;
        }
        if ((target - 1) >>> 3 == side) {
            return new Refusal("JU-3", name(to) + " holds " + sideName(side)
                    + "'s own " + Animal.ALL[(target - 1) & 7].title() + ", which blocks the square");
        }
        return captureRefusal(animal, from, Animal.ALL[(target - 1) & 7], to, side);
    }

    /** A move over more than one square: only a river jump of the lion or tiger (JU-5). */
    private static Refusal longMoveRefusal(byte[] cell, Animal animal, int from, int to, int distance) {
        if (!animal.jumpsRivers()) {
            return new Refusal("JU-3", name(from) + "-" + name(to) + " crosses " + distance
                    + " squares; the " + animal.title() + " moves one square at a time");
        }
        for (int i = 2 * from; i < 2 * from + JUMPS[from]; i++) {
            if (JUMP_LANDING[i] != bit(to)) {
                continue;
            }
            for (long water = JUMP_WATER[i]; water != 0; water &= water - 1) {
                int crossed = Long.numberOfTrailingZeros(water);
                if (cell[crossed] != 0) {
                    return new Refusal("JU-5", "the " + piece(cell[crossed]) + " in the water on "
                            + name(crossed) + " blocks the " + animal.title() + "'s jump from " + name(from)
                            + " to " + name(to) + "; a rat of either side blocks a river jump");
                }
            }
            return null;
        }
        return new Refusal("JU-5", name(from) + "-" + name(to) + " is neither a step nor a river jump; the "
                + animal.title() + " moves one square, or jumps from a river bank straight across the water to the "
                + "first land square beyond");
    }

    /** JU-6 and its exceptions, for a move onto an enemy piece. */
    private static Refusal captureRefusal(Animal mover, int from, Animal target, int to, int side) {
        String capture = "the " + mover.title() + " on " + name(from) + " may not capture the " + target.title()
                + " on " + name(to);
        if (mover == Animal.RAT && target == Animal.ELEPHANT && isWater(from)) {
            return new Refusal("JU-6b", capture
                    + ": the rat captures the elephant only when both stand on land, and this rat is in water");
        }
        if (isWater(from) != isWater(to)) {
            return new Refusal("JU-6d", capture + ": a piece in water never captures a piece on land, "
                    + "and a piece on land never captures a piece in water");
        }
        if (mover == Animal.ELEPHANT && target == Animal.RAT) {
            return new Refusal("JU-6c", capture + ": the elephant never captures the rat, "
                    + "wherever the rat stands");
        }
        if (mover == Animal.RAT && target == Animal.ELEPHANT) {
            return null;
        }
        if ((TRAPS[side] & bit(to)) != 0 || mover.rank() >= target.rank()) {
            return null;
        }
        if ((TRAPS[side ^ 1] & bit(to)) != 0) {
            return new Refusal("JU-6a", capture + ": " + name(to) + " is a trap of the "
                    + sideName(side ^ 1) + " side, its own, so the " + target.title() + " keeps its rank "
                    + target.rank() + " there, above the " + mover.title() + "'s rank " + mover.rank());
        }
        return new Refusal("JU-6", capture + ": its rank " + mover.rank()
                + " is lower than the " + target.title() + "'s rank " + target.rank());
    }

    static String sideName(int side) {
        return side == JungleBoard.RED ? "red" : "blue";
    }

    /** Such as {@code blue rat}. */
    static String piece(int code) {
        return sideName((code - 1) >>> 3) + " " + Animal.ALL[(code - 1) & 7].title();
    }

    private static String name(int square) {
        return JungleGeometry.square(square).name();
    }
}
