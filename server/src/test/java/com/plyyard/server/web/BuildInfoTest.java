package com.plyyard.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commit shown in the footer, read from a .git folder without running git; "unknown" without one. */
class BuildInfoTest {
    private static final String SHA = "0123456789abcdef0123456789abcdef01234567";

    @TempDir
    Path dir;

    @Test
    void aBranchHeadIsReadFromItsLooseRef() throws IOException {
        Files.createDirectories(dir.resolve(".git/refs/heads"));
        Files.writeString(dir.resolve(".git/HEAD"), "ref: refs/heads/main\n");
        Files.writeString(dir.resolve(".git/refs/heads/main"), SHA + "\n");
        Files.createDirectories(dir.resolve("server"));
        assertThat(BuildInfo.commit(dir.resolve("server"))).contains(SHA);
    }

    @Test
    void aPackedRefAndADetachedHeadAreRead() throws IOException {
        Files.createDirectories(dir.resolve(".git"));
        Files.writeString(dir.resolve(".git/HEAD"), "ref: refs/heads/main\n");
        Files.writeString(dir.resolve(".git/packed-refs"), "# pack-refs with: peeled\n" + SHA + " refs/heads/main\n");
        assertThat(BuildInfo.commit(dir)).contains(SHA);
        Files.writeString(dir.resolve(".git/HEAD"), SHA.replace('0', 'f') + "\n");
        assertThat(BuildInfo.commit(dir)).contains(SHA.replace('0', 'f'));
    }

    @Test
    void aWorktreeFollowsItsGitdirAndTheCommonRefs() throws IOException {
        Path main = dir.resolve("main/.git");
        Files.createDirectories(main.resolve("worktrees/lead"));
        Files.createDirectories(main.resolve("refs/heads"));
        Files.writeString(main.resolve("worktrees/lead/HEAD"), "ref: refs/heads/lead\n");
        Files.writeString(main.resolve("worktrees/lead/commondir"), "../..\n");
        Files.writeString(main.resolve("refs/heads/lead"), SHA + "\n");
        Files.createDirectories(dir.resolve("lead"));
        Files.writeString(dir.resolve("lead/.git"), "gitdir: " + main.resolve("worktrees/lead") + "\n");
        assertThat(BuildInfo.commit(dir.resolve("lead"))).contains(SHA);
    }

    @Test
    void withoutGitTheCommitIsUnknownAndTheVersionComesFromThePom() throws IOException {
        Files.writeString(dir.resolve("pom.xml"), "<project><groupId>com.plyyard</groupId>\n  <artifactId>plyyard</artifactId>\n"
                + "  <version>9.8.7</version></project>");
        assertThat(BuildInfo.commit(dir)).isEmpty();
        assertThat(BuildInfo.version(dir)).isPresent();
    }
}
