package com.plyyard.server.web;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The version and commit this server runs. The version comes from Maven's {@code pom.properties}
 * in the jar, else from the project's {@code pom.xml} above the working folder. The commit comes
 * from a {@code /build-commit.txt} resource when a build wrote one, else from the {@code .git}
 * folder (or worktree file) above the working folder, read without running git. Either falls back
 * to {@code unknown}.
 */
public record BuildInfo(String version, String commit) {
    static final String UNKNOWN = "unknown";
    private static final Pattern PROJECT_VERSION =
            Pattern.compile("<artifactId>plyyard</artifactId>\\s*<version>([^<]+)</version>");
    private static final Pattern SHA = Pattern.compile("[0-9a-f]{40}");

    public static BuildInfo detect() {
        Path here = Path.of("").toAbsolutePath();
        return new BuildInfo(version(here).orElse(UNKNOWN), commit(here).orElse(UNKNOWN));
    }

    static Optional<String> version(Path from) {
        try (InputStream in = BuildInfo.class.getResourceAsStream("/META-INF/maven/com.plyyard/plyyard-server/pom.properties")) {
            if (in != null) {
                Properties properties = new Properties();
                properties.load(in);
                String version = properties.getProperty("version");
                if (version != null && !version.isBlank()) {
                    return Optional.of(version.trim());
                }
            }
        } catch (IOException ignored) {
            // fall through to the source tree
        }
        for (Path dir = from; dir != null; dir = dir.getParent()) {
            Path pom = dir.resolve("pom.xml");
            if (Files.isRegularFile(pom)) {
                Matcher m = PROJECT_VERSION.matcher(read(pom).orElse(""));
                if (m.find()) {
                    return Optional.of(m.group(1).trim());
                }
            }
        }
        return Optional.empty();
    }

    static Optional<String> commit(Path from) {
        try (InputStream in = BuildInfo.class.getResourceAsStream("/build-commit.txt")) {
            if (in != null) {
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
                if (SHA.matcher(text).matches()) {
                    return Optional.of(text);
                }
            }
        } catch (IOException ignored) {
            // fall through to the .git folder
        }
        for (Path dir = from; dir != null; dir = dir.getParent()) {
            Path git = dir.resolve(".git");
            if (Files.isDirectory(git)) {
                return headOf(git, git);
            }
            if (Files.isRegularFile(git)) {
                // a worktree or submodule: "gitdir: <path>"; refs live in its common folder
                String link = read(git).orElse("").trim();
                if (!link.startsWith("gitdir:")) {
                    return Optional.empty();
                }
                Path gitDir = dir.resolve(link.substring("gitdir:".length()).trim()).normalize();
                Path common = read(gitDir.resolve("commondir"))
                        .map(text -> gitDir.resolve(text.trim()).normalize()).orElse(gitDir);
                return headOf(gitDir, common);
            }
        }
        return Optional.empty();
    }

    private static Optional<String> headOf(Path gitDir, Path common) {
        String head = read(gitDir.resolve("HEAD")).orElse("").trim();
        if (SHA.matcher(head).matches()) {
            return Optional.of(head);
        }
        if (!head.startsWith("ref:")) {
            return Optional.empty();
        }
        String ref = head.substring(4).trim();
        for (Path base : new Path[] {gitDir, common}) {
            Optional<String> loose = read(base.resolve(ref)).map(String::trim).filter(s -> SHA.matcher(s).matches());
            if (loose.isPresent()) {
                return loose;
            }
        }
        for (String line : read(common.resolve("packed-refs")).orElse("").split("\n")) {
            String[] parts = line.trim().split(" ");
            if (parts.length == 2 && parts[1].equals(ref) && SHA.matcher(parts[0]).matches()) {
                return Optional.of(parts[0]);
            }
        }
        return Optional.empty();
    }

    private static Optional<String> read(Path file) {
        try {
            return Files.isRegularFile(file) ? Optional.of(Files.readString(file)) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
