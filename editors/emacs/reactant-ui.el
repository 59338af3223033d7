;;; reactant-ui.el --- Reactant UI files with eglot and reactant-lsp  -*- lexical-binding: t; -*-

;; Load with (load "/path/to/reactant-lsp/editors/emacs/reactant-ui.el"). Needs eglot
;; (built into Emacs 29; a package for older versions).

;;; Code:

(require 'nxml-mode)

(define-derived-mode reactant-ui-mode nxml-mode "Reactant-UI"
  "Major mode for Reactant UI .ui.xml and .styles.xml files: nXML plus reactant-lsp.")

(add-to-list 'auto-mode-alist '("\\.\\(?:ui\\|styles\\)\\.xml\\'" . reactant-ui-mode))

(defgroup reactant-ui nil "Reactant UI files." :group 'languages)

(defcustom reactant-ui-server-command '("reactant-lsp")
  "Command that starts the language server."
  :type '(repeat string))

(defcustom reactant-ui-settings
  '(:reactant (:diagnostics (:xml t :schema t :layout t :references t :crossFile t)
               :trace "off"))
  "Settings sent as initializationOptions and in workspace/didChangeConfiguration.
Add :schemaDirectories [\"dir\" ...] inside :reactant for extra schemas."
  :type 'sexp)

(defun reactant-ui--server-contact (_interactive)
  "The eglot contact, read when the server starts so later changes to the options apply."
  `(,@reactant-ui-server-command :initializationOptions ,reactant-ui-settings))

(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs '(reactant-ui-mode . reactant-ui--server-contact)))

(defun reactant-ui--start-eglot ()
  "Send the settings and start eglot in this buffer."
  (setq-local eglot-workspace-configuration reactant-ui-settings)
  (eglot-ensure))

(add-hook 'reactant-ui-mode-hook #'reactant-ui--start-eglot)

;;;; Fix all

(defun reactant-ui-fix-all ()
  "Apply every verified fix of this buffer's layout warnings at once.
Runs the server's \"Fix all layout warnings in this file\" source
action (kind `source.fixAll') through `eglot-code-actions', which
applies a single action of the kind asked for without asking."
  (interactive)
  (eglot-code-actions (point-min) (point-max) "source.fixAll" t))

(define-key reactant-ui-mode-map (kbd "C-c C-a") #'reactant-ui-fix-all)

;;;; Layout preview

(defcustom reactant-ui-preview-devices
  '("iphone-15" "iphone-se" "iphone-8" "iphone-15-landscape" "iphone-15-pro-max"
    "ipad-portrait" "ipad-landscape")
  "Devices `reactant-ui-preview' offers; the first is the default."
  :type '(repeat string))

(defcustom reactant-ui-preview-inline t
  "Show the preview as an image in Emacs when it can display SVG.
Otherwise, or when nil, `reactant-ui-preview-open-function' opens the file."
  :type 'boolean)

(defcustom reactant-ui-preview-open-function #'reactant-ui-preview-open-externally
  "Function called with the SVG file's name when the preview is not shown inline."
  :type 'function)

(defun reactant-ui-preview-open-externally (file)
  "Open FILE with the system's viewer (`open' on macOS, `xdg-open' elsewhere)."
  (let ((command (if (eq system-type 'darwin) "open" "xdg-open")))
    (if (executable-find command)
        (start-process "reactant-ui-preview" nil command file)
      (message "reactant-ui: no %s; the preview is %s" command file))))

(defun reactant-ui--show-preview (file device)
  "Show FILE, the SVG of DEVICE: inline where Emacs can, else externally."
  (if (and reactant-ui-preview-inline (display-images-p) (image-type-available-p 'svg))
      (with-current-buffer (get-buffer-create "*Reactant Preview*")
        (let ((inhibit-read-only t))
          (erase-buffer)
          (insert (format "Layout on %s\n\n" device))
          (insert-image (create-image file 'svg)))
        (special-mode)
        (display-buffer (current-buffer)))
    (funcall reactant-ui-preview-open-function file)))

(defun reactant-ui-preview (device)
  "Preview the layout of this buffer on DEVICE, unsaved changes included.
Asks the server (`reactant/preview') for the SVG of the text eglot
has sent, writes it to a temporary file and shows it.  Returns the
file's name."
  (interactive
   (list (completing-read (format "Preview layout on (default %s): " (car reactant-ui-preview-devices))
                          reactant-ui-preview-devices nil nil nil nil (car reactant-ui-preview-devices))))
  (let ((server (eglot--current-server-or-lose)))
    ;; Send the edits eglot has not sent yet, so the server lays out the text as it is.
    (eglot--signal-textDocument/didChange)
    (let* ((result (jsonrpc-request server :reactant/preview
                                    (list :textDocument (eglot--TextDocumentIdentifier)
                                          :device device :format "svg")))
           (file (make-temp-file (format "reactant-preview-%s-" (plist-get result :device)) nil ".svg"
                                 (plist-get result :content))))
      (reactant-ui--show-preview file (plist-get result :device))
      file)))

(define-key reactant-ui-mode-map (kbd "C-c C-p") #'reactant-ui-preview)

(defvar-local reactant-ui--live-cursor nil
  "The cursor position last sent for this buffer's live preview, or nil when none is open.")

(defun reactant-ui-live-preview ()
  "Open this buffer's live preview in the browser and return its URL.
The server (command `reactant.openPreview') serves a page redrawn on
every edit; it asks eglot to open it.  From then on cursor moves are
sent (`reactant/cursorMoved') so the page outlines the view under the
cursor, and a click on a view in the page shows its element here."
  (interactive)
  (let ((server (eglot--current-server-or-lose)))
    (eglot--signal-textDocument/didChange)
    (let ((url (jsonrpc-request server :workspace/executeCommand
                                (list :command "reactant.openPreview"
                                      :arguments (vector (plist-get (eglot--TextDocumentIdentifier) :uri))))))
      (setq reactant-ui--live-cursor 'opened)
      (add-hook 'post-command-hook #'reactant-ui--send-cursor nil t)
      (message "reactant-ui: live preview at %s" url)
      url)))

(defun reactant-ui--send-cursor ()
  "Tell the server where the cursor is, when it moved, for the live preview."
  (let ((server (eglot-current-server)))
    (when (and server reactant-ui--live-cursor)
      (let ((position (eglot--pos-to-lsp-position)))
        (unless (equal position reactant-ui--live-cursor)
          (setq reactant-ui--live-cursor position)
          (jsonrpc-notify server :reactant/cursorMoved
                          (list :textDocument (eglot--TextDocumentIdentifier) :position position)))))))

(define-key reactant-ui-mode-map (kbd "C-c C-l") #'reactant-ui-live-preview)

(provide 'reactant-ui)
;;; reactant-ui.el ends here
