# Homebrew formula, built from source. This repository is its own tap:
#
#   brew tap reactant-lsp/tap <URL of this repository>
#   brew install --HEAD reactant-lsp
#
# `head` is the tap's own checkout (Homebrew cloned this repository to tap it), so the formula
# needs no URL of its own; `brew update` followed by `brew upgrade --fetch-HEAD reactant-lsp`
# picks up new commits. Not run here (no macOS machine where it was written): see
# docs/ci/README.md for what was and was not verified.
class ReactantLsp < Formula
  desc "Language server and CI checker for Reactant UI .ui.xml and .styles.xml files"
  homepage "https://github.com/Brightify/ReactantUI"  # the format it checks
  head "file://#{File.expand_path("..", __dir__)}", using: :git, branch: "main"

  # swift-tools-version 6.1 (Xcode 16.3 or later); developed with Swift 6.3.
  depends_on xcode: ["16.3", :build]
  # The macOS SDK's libxml2 has no pkg-config file of its own; Homebrew's pkgconf knows where
  # the SDK keeps it (Package.swift's CLibXML2 target asks pkg-config for libxml-2.0).
  depends_on "pkgconf" => :build
  uses_from_macos "libxml2"

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "reactant-lsp"
    bin.install ".build/release/reactant-lsp"
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
