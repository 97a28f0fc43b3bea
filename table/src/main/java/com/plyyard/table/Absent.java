package com.plyyard.table;

/**
 * The seat to move of an online game has had no connection since {@code since} (epoch ms,
 * counted from its last event at the latest); from {@code claimableAt} the others may claim.
 */
public record Absent(int seat, long since, long claimableAt) {
}
