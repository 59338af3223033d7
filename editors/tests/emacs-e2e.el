;;; emacs-e2e.el --- Driven by emacs-e2e.sh in `emacs --batch -Q'  -*- lexical-binding: t; -*-

;; Loads the shipped editors/emacs/reactant-ui.el, opens the fixture and checks what the server
;; delivers to Emacs through eglot: the diagnostic in flymake at its exact place, completion
;; at point, hover, the layout preview of the unsaved buffer and fix-all (C-c C-a). Environment: REACTANT_E2E_REPO, REACTANT_E2E_SERVER,
;; REACTANT_E2E_FIXTURE, REACTANT_E2E_TIMEOUT (seconds). Exits 0 on success, 1 on failure.

;;; Code:

(defvar e2e-timeout (string-to-number (or (getenv "REACTANT_E2E_TIMEOUT") "30")))

(defun e2e-say (format-string &rest arguments)
  (princ (concat "emacs-e2e: " (apply #'format format-string arguments) "\n") #'external-debugging-output))

(defun e2e-fail (format-string &rest arguments)
  (e2e-say "FAIL: %s" (apply #'format format-string arguments))
  (kill-emacs 1))

(defun e2e-wait-for (what condition)
  "Waits until CONDITION returns non-nil (processing the server's output meanwhile)."
  (let ((deadline (+ (float-time) e2e-timeout)) result)
    (while (and (not (setq result (funcall condition))) (< (float-time) deadline))
      (accept-process-output nil 0.1))
    (or result (e2e-fail "timed out after %s s waiting for %s" e2e-timeout what))))

(defun e2e-point-of (needle)
  "The buffer position where NEEDLE starts."
  (save-excursion
    (goto-char (point-min))
    (or (and (search-forward needle nil t) (match-beginning 0))
        (e2e-fail "the fixture does not contain %s" needle))))

(defun e2e-check-preview ()
  "Layout preview (self-contained): C-c C-p is bound, and `reactant-ui-preview' lays out the
buffer as it is, unsaved text included.  A view added to the buffer and not saved must be in
the SVG file handed to the opener (inline display off, the opener stubbed to record it)."
  (unless (eq (key-binding (kbd "C-c C-p")) #'reactant-ui-preview)
    (e2e-fail "C-c C-p is not bound to reactant-ui-preview: %S" (key-binding (kbd "C-c C-p"))))
  (let ((opened nil)
        (reactant-ui-preview-inline nil)
        (start (e2e-point-of "</Component>")))
    (save-excursion
      (goto-char start)
      (insert "    <Label field=\"previewOnlyLabel\" text=\"Unsaved\" layout:bottom=\"super\" layout:fillHorizontally=\"super\"/>\n"))
    (let* ((reactant-ui-preview-open-function (lambda (file) (setq opened file)))
           (file (reactant-ui-preview "iphone-se"))
           (svg (with-temp-buffer (insert-file-contents file) (buffer-string))))
      (unless (equal opened file) (e2e-fail "the preview did not hand %s to the opener (got %S)" file opened))
      (dolist (name '("<svg" "titleLabel" "previewOnlyLabel"))
        (unless (string-match-p (regexp-quote name) svg) (e2e-fail "the preview SVG %s does not contain %s" file name)))
      (delete-file file)
      (e2e-say "layout preview: C-c C-p is bound, and the SVG of the unsaved buffer (iphone-se) was opened"))))

(defun e2e-check-live-preview ()
  "Live preview: C-c C-l is bound, and `reactant-ui-live-preview' returns the page's URL (the
server's, on 127.0.0.1, token included) and sends cursor moves from then on."
  (unless (eq (key-binding (kbd "C-c C-l")) #'reactant-ui-live-preview)
    (e2e-fail "C-c C-l is not bound to reactant-ui-live-preview: %S" (key-binding (kbd "C-c C-l"))))
  ;; The page is not opened here: eglot may hand the server's external showDocument to browse-url.
  (setq browse-url-browser-function #'ignore)
  (let ((url (reactant-ui-live-preview)))
    (unless (and (stringp url)
                 (string-match-p "\\`http://127\\.0\\.0\\.1:[0-9]+/component\\?component=.*&token=[0-9a-f]+\\'" url))
      (e2e-fail "the live preview URL is not the server's page: %S" url))
    (unless (memq #'reactant-ui--send-cursor post-command-hook)
      (e2e-fail "the live preview does not follow the cursor (no post-command-hook)"))
    (e2e-say "live preview: C-c C-l is bound, and the page's URL was returned")))

(defun e2e-run ()
  (let ((repo (getenv "REACTANT_E2E_REPO"))
        (server (getenv "REACTANT_E2E_SERVER"))
        (fixture (getenv "REACTANT_E2E_FIXTURE")))
    ;; Emacs 28 finds eglot as Debian's elpa-eglot installs it; -Q skips the site setup that
    ;; would activate it, so the packages are activated here. Emacs 29+ has eglot built in.
    (setq package-directory-list (list "/usr/share/emacs/site-lisp/elpa"))
    (package-initialize)
    (require 'eglot)
    (e2e-say "eglot from %s, Emacs %s" (locate-library "eglot") emacs-version)
    ;; The user's lines from editors/emacs/README.md.
    (load (expand-file-name "editors/emacs/reactant-ui.el" repo) nil t)
    (setq reactant-ui-server-command (list server))
    (find-file fixture)
    (unless (eq major-mode 'reactant-ui-mode) (e2e-fail "major mode: expected reactant-ui-mode, got %s" major-mode))
    (e2e-say "reactant-ui-mode on %s" (file-name-nondirectory fixture))
    ;; `eglot-ensure' connects after the command that opened the file; there is none in batch.
    (run-hooks 'post-command-hook)
    (let ((server-object (e2e-wait-for "eglot to connect" (lambda () (eglot-current-server)))))
      (e2e-say "connected to %s" (plist-get (eglot--server-info server-object) :name))

      ;; The unknown anchor `middle' in `titleLabel.middle', reported where it is.
      (let* ((start (+ (e2e-point-of "titleLabel.middle") (length "titleLabel.")))
             (end (+ start (length "middle")))
             (found (e2e-wait-for
                     "the server's diagnostic in flymake"
                     (lambda ()
                       (seq-find (lambda (diagnostic)
                                   (and (string-match-p "middle" (flymake-diagnostic-text diagnostic))
                                        (memq (flymake-diagnostic-beg diagnostic) (list start (1- start)))
                                        (= (flymake-diagnostic-end diagnostic) end)))
                                 (flymake-diagnostics))))))
        (e2e-say "diagnostic at %d-%d: %s" (flymake-diagnostic-beg found) (flymake-diagnostic-end found)
                 (flymake-diagnostic-text found)))

      ;; Completion inside layout:below="" offers the other views' fields, not its own.
      (goto-char (+ (e2e-point-of "layout:below=\"\"") (length "layout:below=\"")))
      (let* ((capf (eglot-completion-at-point))
             (candidates (and capf (all-completions "" (nth 2 capf)))))
        (dolist (field '("titleLabel" "continueButton"))
          (unless (member field candidates) (e2e-fail "completion does not offer %s; it offered %S" field candidates)))
        (when (member "footerView" candidates) (e2e-fail "completion offers footerView, the view being constrained"))
        (e2e-say "completion offers titleLabel and continueButton (%d candidates)" (length candidates)))

      ;; Hover on the field named in continueButton's layout:below.
      (goto-char (+ (e2e-point-of "titleLabel.middle") 2))
      (let* ((hover (jsonrpc-request server-object :textDocument/hover (eglot--TextDocumentPositionParams)))
             (contents (plist-get hover :contents))
             (text (if (stringp contents) contents (plist-get contents :value))))
        (unless (and (stringp text) (string-match-p "titleLabel" text))
          (e2e-fail "hover on titleLabel did not describe it: %S" hover))
        (e2e-say "hover describes titleLabel"))

      ;; Formatting with Emacs's own defaults (a tab of 8): the project's style wins, so the
      ;; buffer becomes what `--check-formatting' expects (`--format-files' without flags);
      ;; a range over the misindented tag gives the same; typing `>' never puts in a tab.
      (e2e-check-formatting)
      (e2e-check-preview)
      (e2e-check-live-preview)
      (eglot-shutdown server-object))))

(defun e2e-check-formatting ()
  (let* ((expected-path (or (getenv "REACTANT_E2E_FORMATTED") (e2e-fail "REACTANT_E2E_FORMATTED is not set")))
         (expected (if (file-readable-p expected-path)
                       (with-temp-buffer (insert-file-contents expected-path) (buffer-string))
                     (e2e-fail "the server's --format-files failed on the fixture, so there is no expected text")))
         (original (buffer-string)))
    (setq-local indent-tabs-mode t)
    (setq-local tab-width 8)
    (when (string= original expected) (e2e-fail "the fixture is already formatted: the check would prove nothing"))
    ;; On-type formatting after the `/>' that ends the misindented tag: that line is right already.
    (goto-char (+ (e2e-point-of "layout:fillHorizontally=\"super\" />") (length "layout:fillHorizontally=\"super\" />")))
    (eglot-format (point) nil ?>)
    (unless (string= (buffer-string) original)
      (e2e-fail "typing > changed the buffer:\n%s" (buffer-string)))
    (e2e-say "on-type formatting after /> kept the line's indentation")
    ;; A range from inside the misindented tag: the tag is taken whole.
    (eglot-format (e2e-point-of "field=\"footerView\"") (e2e-point-of "layout:below=\"\""))
    (unless (string= (buffer-string) expected)
      (e2e-fail "range formatting gave a buffer that differs from --format-files:\n%s" (buffer-string)))
    (e2e-say "range formatting applied: the buffer equals what --format-files writes")
    (erase-buffer)
    (insert original)
    (eglot-format-buffer)
    (unless (string= (buffer-string) expected)
      (e2e-fail "formatting with tabSize 8, insertSpaces false differs from --format-files:\n%s" (buffer-string)))
    (e2e-say "formatting applied: the buffer equals what --format-files writes, without a tab")))
;; Rename, then diagnostics, without a file watcher (eglot without `didChangeWatchedFiles',
;; as over TRAMP): a field's rename edits the Swift file too; eglot applies that part in a
;; buffer, `save-some-buffers' writes it, and no notification tells the server: the server's
;; own watcher must, or the error about the new name stays. A project of its own (its own
;; server), so the checks above are untouched.
(defun e2e-rename-without-file-watcher ()
  (let* ((work (file-name-directory (directory-file-name (file-name-directory (directory-file-name
                 (file-name-directory (getenv "REACTANT_E2E_FIXTURE")))))))
         (project (expand-file-name "rename-project" work))
         (view (expand-file-name "Sources/GreetingView.ui.xml" project))
         (swift (expand-file-name "Sources/GreetingView.swift" project)))
    (make-directory (file-name-directory view) t)
    (call-process "git" nil nil nil "init" "-q" project)
    (with-temp-file (expand-file-name "Package.swift" project))
    (with-temp-file view
      (insert "<Component\n    xmlns=\"http://schema.reactant.tech/ui\"\n"
              "    xmlns:layout=\"http://schema.reactant.tech/layout\">\n"
              "    <Label field=\"titleLabel\" text=\"Hello\" layout:edges=\"super\" />\n</Component>\n"))
    (with-temp-file swift
      (insert "final class GreetingView: ViewBase<Void, Void> {\n    let titleLabel = UILabel()\n}\n"))
    ;; This session's servers are offered no file watching.
    (cl-defmethod eglot-client-capabilities :around (_server)
      (let* ((capabilities (cl-call-next-method))
             (workspace (plist-get capabilities :workspace)))
        (plist-put capabilities :workspace
                   (plist-put workspace :didChangeWatchedFiles '(:dynamicRegistration :json-false)))))
    (find-file view)
    (run-hooks 'post-command-hook)
    (let ((server-object (e2e-wait-for "eglot to connect in the rename project" (lambda () (eglot-current-server))))
          (stale (lambda ()
                   (seq-find (lambda (diagnostic) (string-match-p "headerLabel" (flymake-diagnostic-text diagnostic)))
                             (flymake-diagnostics)))))
      (unless (equal (plist-get (plist-get (eglot-client-capabilities server-object) :workspace) :didChangeWatchedFiles)
                     '(:dynamicRegistration :json-false))
        (e2e-fail "the client still offers file watching"))
      (e2e-say "rename: the client offers no file watching")
      (goto-char (+ (e2e-point-of "titleLabel") 2))
      ;; The Swift file is indexed once hover on the field shows its declaration.
      (e2e-wait-for "the Swift file to be indexed"
                    (lambda ()
                      (let* ((hover (jsonrpc-request server-object :textDocument/hover (eglot--TextDocumentPositionParams)))
                             (contents (plist-get hover :contents))
                             (text (if (stringp contents) contents (plist-get contents :value))))
                        (and (stringp text) (string-match-p "GreetingView\\.swift" text)))))
      ;; eglot asks before editing a file no buffer visits: the user says yes.
      (cl-letf (((symbol-function 'y-or-n-p) (lambda (&rest _) t)))
        (eglot-rename "headerLabel"))
      (unless (with-current-buffer (find-buffer-visiting swift) (string-match-p "headerLabel" (buffer-string)))
        (e2e-fail "the rename did not edit the Swift file's buffer"))
      ;; eglot sends the screen's edit once Emacs is idle, which batch mode never is.
      (eglot--signal-textDocument/didChange)
      ;; Unsaved, the Swift file on disk has no `headerLabel': the build would say so too.
      (let ((diagnostic (e2e-wait-for "the error about headerLabel while the Swift buffer is unsaved" stale)))
        (e2e-say "rename: before saving, %s" (flymake-diagnostic-text diagnostic)))
      (save-some-buffers t)
      (e2e-wait-for "the error about headerLabel to go once the Swift file is saved" (lambda () (not (funcall stale))))
      (e2e-say "rename: after save-some-buffers the error about headerLabel is gone")
      (eglot-shutdown server-object))))

(defun e2e-fix-all ()
  "Fix all (a project of its own): C-c C-a, `reactant-ui-fix-all', applies the server's
source.fixAll to a conflict and an ambiguous view at once."
  (let* ((project (expand-file-name "fix-all-project"
                                    (file-name-directory (directory-file-name (file-name-directory (directory-file-name (file-name-directory (getenv "REACTANT_E2E_FIXTURE"))))))))
         (view (expand-file-name "FixView.ui.xml" project)))
    (make-directory project t)
    (with-temp-file (expand-file-name "Package.swift" project))
    (with-temp-file view
      (insert "<Component rootView=\"true\">\n    <View field=\"bar\" layout:edges=\"super\" layout:width=\"200\" />\n"
              "    <ActivityIndicator indicatorStyle=\"gray\" />\n</Component>\n"))
    (find-file view)
    (run-hooks 'post-command-hook)
    (let ((server-object (e2e-wait-for "eglot to connect in the fix-all project" (lambda () (eglot-current-server))))
          (warnings (lambda ()
                      (seq-count (lambda (diagnostic)
                                   (memq (flymake-diagnostic-type diagnostic) '(eglot-warning :warning)))
                                 (flymake-diagnostics)))))
      (unless (eq (key-binding (kbd "C-c C-a")) #'reactant-ui-fix-all)
        (e2e-fail "C-c C-a is not bound to reactant-ui-fix-all: %S" (key-binding (kbd "C-c C-a"))))
      (e2e-wait-for "the layout warnings" (lambda () (>= (funcall warnings) 2)))
      (reactant-ui-fix-all)
      (let ((text (buffer-string)))
        (unless (and (string-match-p "@high" text) (string-match-p "layout:leading=\"super\"" text))
          (e2e-fail "reactant-ui-fix-all did not apply both fixes:\n%s" text)))
      (eglot--signal-textDocument/didChange)
      (e2e-wait-for "no layout warning after reactant-ui-fix-all" (lambda () (= (funcall warnings) 0)))
      (e2e-say "fix all: C-c C-a applied the fixes of both layout warnings")
      (set-buffer-modified-p nil)
      (eglot-shutdown server-object))))

(condition-case problem
    (progn (e2e-run) (e2e-rename-without-file-watcher) (e2e-fix-all) (e2e-say "PASS") (kill-emacs 0))
  (error (e2e-fail "driver error: %S" problem)))

;;; emacs-e2e.el ends here
