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

(provide 'reactant-ui)
;;; reactant-ui.el ends here
