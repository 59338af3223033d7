// The Reactant UI extension: launches `reactant-lsp` for .ui.xml and .styles.xml files.
import * as vscode from 'vscode';
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
} from 'vscode-languageclient/node';

/** The settings section the server reads (`reactant.*` in package.json). */
const SECTION = 'reactant';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      // The launch path is read only when the server starts; everything else is synchronised.
      if (event.affectsConfiguration(`${SECTION}.serverPath`)) {
        await stopServer();
        await startServer();
      }
    }),
    vscode.commands.registerCommand('reactant.restartServer', async () => {
      await stopServer();
      await startServer();
    }),
    vscode.commands.registerCommand('reactant.previewLayout', previewLayout),
    vscode.commands.registerCommand('reactant.openLivePreview', openLivePreview),
  );
  await startServer();
}

export async function deactivate(): Promise<void> {
  await stopServer();
}

async function startServer(): Promise<void> {
  const settings = vscode.workspace.getConfiguration(SECTION);
  const command = settings.get<string>('serverPath')?.trim() || 'reactant-lsp';
  const serverOptions: ServerOptions = { command, args: [] };  // stdio is the default transport
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ scheme: 'file', language: 'reactant-ui' }],
    // The whole `reactant` section, as plain JSON; the server reads it at `initialize`...
    initializationOptions: { reactant: JSON.parse(JSON.stringify(settings)) },
    // ...and again from every `workspace/didChangeConfiguration` ({"settings": {"reactant": …}}).
    synchronize: { configurationSection: 'reactant' },
  };
  client = new LanguageClient('reactant', 'Reactant UI', serverOptions, clientOptions);
  try {
    await client.start();
  } catch (error) {
    client = undefined;
    const message = error instanceof Error ? error.message : String(error);
    void vscode.window.showErrorMessage(
      `Reactant UI: could not start "${command}" (${message}). Install reactant-lsp or set reactant.serverPath.`,
    );
  }
}

/** Asks the server for the solved screen of the active document (`reactant/preview`) and shows it beside the XML. */
async function previewLayout(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!client || !editor || editor.document.languageId !== 'reactant-ui') {
    void vscode.window.showInformationMessage('Reactant UI: open a .ui.xml file to preview its layout.');
    return;
  }
  const device = vscode.workspace.getConfiguration(SECTION).get<string>('layout.device');
  try {
    const result = await client.sendRequest<{ format: string; content: string; device: string }>('reactant/preview', {
      textDocument: { uri: editor.document.uri.toString() },
      device,
    });
    const panel = vscode.window.createWebviewPanel(
      'reactantPreview', `Layout: ${result.device}`, vscode.ViewColumn.Beside, { enableScripts: false });
    // The SVG is the server's own output, escaped there; shown as an image, no script runs.
    const image = Buffer.from(result.content, 'utf8').toString('base64');
    panel.webview.html = `<!DOCTYPE html><html><body style="background:#fff">` +
      `<img alt="layout preview" src="data:image/svg+xml;base64,${image}"></body></html>`;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    void vscode.window.showErrorMessage(`Reactant UI: no preview (${message}).`);
  }
}

/**
 * Opens the active document's live preview in the browser: the server's `reactant.openPreview`
 * command starts its page and asks for it to be opened (`window/showDocument`, external). Not
 * registered under the server's own command name: the language client registers that one.
 */
async function openLivePreview(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!client || !editor || editor.document.languageId !== 'reactant-ui') {
    void vscode.window.showInformationMessage('Reactant UI: open a .ui.xml file to preview it live.');
    return;
  }
  try {
    await client.sendRequest<string>('workspace/executeCommand', {
      command: 'reactant.openPreview',
      arguments: [editor.document.uri.toString()],
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    void vscode.window.showErrorMessage(`Reactant UI: no live preview (${message}).`);
  }
}

async function stopServer(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) {
    await running.stop();
  }
}
