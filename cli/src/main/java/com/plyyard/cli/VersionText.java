package com.plyyard.cli;

import com.plyyard.server.web.BuildInfo;
import picocli.CommandLine.IVersionProvider;

/** {@code plyyard --version}: the version and commit the server shows at {@code /api/version}. */
final class VersionText implements IVersionProvider {
    @Override
    public String[] getVersion() {
        BuildInfo build = BuildInfo.detect();
        return new String[] {"plyyard " + build.version() + " (commit " + build.commit() + ")"};
    }
}
