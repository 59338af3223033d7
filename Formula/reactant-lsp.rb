# Homebrew formula. This repository is its own tap:
#
#   brew tap reactant-lsp/tap <URL of this repository>
#   brew install reactant-lsp            # the released binary (no Swift toolchain needed)
#   brew install --HEAD reactant-lsp     # built from the tap's checkout (Xcode 16.3 or later)
#
# The version, the URLs and the sums below are filled in by the release workflow
# (.github/workflows/release.yml runs scripts/update-formula.sh, prints the result and attaches
# it to the release as reactant-lsp.rb): until a release's formula is committed here, they are
# placeholders, and only --HEAD installs. `head` is the tap's own checkout (Homebrew cloned this
# repository to tap it), so it needs no URL of its own. Not run here (no macOS machine where it
# was written): see docs/ci/README.md for what was and was not verified.
class ReactantLsp < Formula
  desc "Language server and CI checker for Reactant UI .ui.xml and .styles.xml files"
  homepage "https://github.com/Brightify/ReactantUI" # the format it checks
  version "0.0.0"

  # One tarball per platform, each holding the binary alone: macOS universal (arm64 and x86_64,
  # linked against the system's libxml2); Linux with the Swift runtime linked statically, built
  # on Ubuntu 22.04 (it needs glibc 2.35 or later and the system's libxml2.so.2).
  on_macos do
    url "https://github.com/OWNER/reactant-lsp/releases/download/v0.0.0/reactant-lsp-macos-universal.tar.gz"
    sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  end
  on_linux do
    on_intel do
      url "https://github.com/OWNER/reactant-lsp/releases/download/v0.0.0/reactant-lsp-linux-x86_64.tar.gz"
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
    on_arm do
      url "https://github.com/OWNER/reactant-lsp/releases/download/v0.0.0/reactant-lsp-linux-aarch64.tar.gz"
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
  end

  head do
    url "file://#{File.expand_path("..", __dir__)}", using: :git, branch: "main"

    # swift-tools-version 6.1 (Xcode 16.3 or later); developed with Swift 6.3.
    depends_on xcode: ["16.3", :build]
    # The macOS SDK's libxml2 has no pkg-config file of its own; Homebrew's pkgconf knows where
    # the SDK keeps it (Package.swift's CLibXML2 target asks pkg-config for libxml-2.0).
    depends_on "pkgconf" => :build
    uses_from_macos "libxml2"
  end

  def install
    if build.head?
      system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "reactant-lsp"
      bin.install ".build/release/reactant-lsp"
    else
      bin.install "reactant-lsp"
    end
  end

  test do
    (testpath/"Bad.ui.xml").write <<~XML
      <?xml version="1.0" encoding="UTF-8" ?>
      <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">
          <Label text="Hello" layout:lef="super" />
      </Component>
    XML
    output = shell_output("#{bin}/reactant-lsp --check #{testpath}/Bad.ui.xml", 1)
    assert_match "error:", output
    assert_match "[layout.unknown-attribute]", output
  end
end
