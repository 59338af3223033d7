-- Driven by neovim-e2e.sh inside `nvim --headless --clean`. Loads the shipped configuration
-- from editors/neovim, opens the fixture and checks what the server delivers to Neovim.
-- Environment: REACTANT_E2E_REPO, REACTANT_E2E_SERVER, REACTANT_E2E_FIXTURE,
-- REACTANT_E2E_TIMEOUT (seconds). Uses only APIs present in Neovim 0.7.

local timeout_ms = tonumber(os.getenv('REACTANT_E2E_TIMEOUT') or '30') * 1000
local errors_seen = {}
local finished = false

local function say(message)
  io.stderr:write('neovim-e2e: ' .. message .. '\n')
end

-- Error-level notifications come from the LSP client when the server dies or talks nonsense.
local original_notify = vim.notify
vim.notify = function(message, level, opts)
  if level == vim.log.levels.ERROR then
    table.insert(errors_seen, tostring(message))
  end
  return original_notify(message, level, opts)
end

local function fail(message)
  error({ e2e = message })
end

--- Waits for `condition` to return a value; fails with `what` on timeout or when the client
--- reported an error first.
local function wait_for(what, condition)
  local result
  local done = vim.wait(timeout_ms, function()
    if #errors_seen > 0 then
      return true
    end
    result = condition()
    return result ~= nil and result ~= false
  end, 50)
  if #errors_seen > 0 then
    fail('the LSP client reported an error while waiting for ' .. what .. ':\n  ' .. table.concat(errors_seen, '\n  '))
  end
  if not done then
    fail(('timed out after %d s waiting for %s'):format(timeout_ms / 1000, what))
  end
  return result
end

--- 0-based line and byte column of the first occurrence of `needle` in the buffer.
local function find(bufnr, needle)
  for index, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local column = line:find(needle, 1, true)
    if column then
      return index - 1, column - 1
    end
  end
  fail('the fixture does not contain ' .. needle)
end

local function describe(diagnostic)
  return ('%s at %d:%d-%d:%d "%s"'):format(tostring(diagnostic.code), diagnostic.lnum, diagnostic.col,
    diagnostic.end_lnum or -1, diagnostic.end_col or -1, diagnostic.message)
end

-- Layout preview (self-contained): <leader>lp is set on attach, and M.preview lays out the
-- buffer as it is, unsaved text included. A view added to the buffer and not written must be in
-- the SVG file the preview writes and hands to the opener (jobstart, stubbed to record it).
local check_whole_diagnostic

-- Runs `start(done)` with the opener (jobstart) stubbed to record the command it is given,
-- waits until `start` calls `done(result)`, then restores the opener and runs `cleanup` (if
-- any), also when the wait failed. Returns the result and the opener's command.
local function with_opener_recorded(what, start, cleanup)
  local opened, result
  local real_jobstart = vim.fn.jobstart
  vim.fn.jobstart = function(command)
    opened = command
    return 1
  end
  local ok, problem = pcall(start, function(value) result = value end)
  if ok then
    ok, problem = pcall(wait_for, what, function() return result end)
  end
  vim.fn.jobstart = real_jobstart
  if cleanup then cleanup() end
  if not ok then
    error(problem)
  end
  return result, opened
end

local function check_preview(bufnr)
  local mapping = vim.fn.maparg('<leader>lp', 'n', false, true)
  if type(mapping) ~= 'table' or mapping.buffer ~= 1 then
    fail('no buffer-local mapping for <leader>lp (layout preview)')
  end
  local close_line = find(bufnr, '</Component>')
  vim.api.nvim_buf_set_lines(bufnr, close_line, close_line, false, {
    '    <Label field="previewOnlyLabel" text="Unsaved" layout:bottom="super" layout:fillHorizontally="super"/>',
  })
  local result, opened = with_opener_recorded('the layout preview', function(done)
    require('reactant_lsp').preview(bufnr, 'iphone-se', function(path, why) done({ path = path, why = why }) end)
  end, function()
    vim.api.nvim_buf_set_lines(bufnr, close_line, close_line + 1, false, {})
  end)
  if not result.path then
    fail('the preview failed: ' .. tostring(result.why))
  end
  if type(opened) ~= 'table' or opened[#opened] ~= result.path then
    fail('the preview did not hand ' .. result.path .. ' to the opener: ' .. vim.inspect(opened))
  end
  local svg = table.concat(vim.fn.readfile(result.path), '\n')
  for _, name in ipairs({ '<svg', 'titleLabel', 'previewOnlyLabel' }) do
    if not svg:find(name, 1, true) then
      fail('the preview SVG ' .. result.path .. ' does not contain ' .. name .. ':\n' .. svg:sub(1, 2000))
    end
  end
  say('layout preview: <leader>lp is set, and the SVG of the unsaved buffer (iphone-se) was opened')
end

-- Live preview: <leader>lP is set on attach, and M.live_preview hands the page's URL (the
-- server's, on 127.0.0.1, token included) to the opener (jobstart, stubbed to record it).
local function check_live_preview(bufnr)
  local mapping = vim.fn.maparg('<leader>lP', 'n', false, true)
  if type(mapping) ~= 'table' or mapping.buffer ~= 1 then
    fail('no buffer-local mapping for <leader>lP (live preview)')
  end
  local result, opened = with_opener_recorded('the live preview', function(done)
    require('reactant_lsp').live_preview(bufnr, function(url, why) done({ url = url, why = why }) end)
  end)
  if not result.url then
    fail('the live preview failed: ' .. tostring(result.why))
  end
  if not result.url:find('^http://127%.0%.0%.1:%d+/component%?component=.*&token=%x+$') then
    fail('the live preview URL is not the server\'s page: ' .. result.url)
  end
  if type(opened) ~= 'table' or opened[#opened] ~= result.url then
    fail('the live preview did not hand ' .. result.url .. ' to the opener: ' .. vim.inspect(opened))
  end
  say('live preview: <leader>lP is set, and the page\'s URL was opened')
end

-- The whole-diagnostic key: <leader>e on the diagnostic's line opens a float holding its
-- whole message (the end, where the fix is, is what virtual text and the echo area cut).
check_whole_diagnostic = function(bufnr, diagnostic)
  local mapping = vim.fn.maparg('<leader>e', 'n', false, true)
  if type(mapping) ~= 'table' or mapping.buffer ~= 1 then
    fail('no buffer-local mapping for <leader>e (the whole diagnostic)')
  end
  vim.api.nvim_win_set_cursor(0, { diagnostic.lnum + 1, diagnostic.col })
  local before = vim.api.nvim_list_wins()
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes('<leader>e', true, false, true), 'mx', false)
  local float
  for _, window in ipairs(vim.api.nvim_list_wins()) do
    if not vim.tbl_contains(before, window) and vim.api.nvim_win_get_config(window).relative ~= '' then
      float = window
    end
  end
  if not float then
    fail('<leader>e opened no floating window')
  end
  local text = table.concat(vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(float), 0, -1, false), '\n')
  vim.api.nvim_win_close(float, true)
  if not text:find(diagnostic.message, 1, true) then
    fail('the float does not hold the whole message "' .. diagnostic.message .. '":\n' .. text)
  end
  say('<leader>e shows the whole diagnostic in a float (' .. #diagnostic.message .. ' characters)')
end

-- The preview with no opener installed: jobstart throws for a missing program, and the
-- configuration must say where the SVG is instead of raising a Lua error.
local function check_preview_without_opener(bufnr)
  local warnings = {}
  local notify = vim.notify
  vim.notify = function(message, level, opts)
    if level == vim.log.levels.WARN then
      table.insert(warnings, tostring(message))
    end
    return notify(message, level, opts)
  end
  local path_before = vim.env.PATH
  local empty = vim.fn.tempname()
  vim.fn.mkdir(empty, 'p')
  vim.env.PATH = empty
  local result
  local ok, problem = pcall(require('reactant_lsp').preview, bufnr, 'iphone-se', function(path, why)
    result = { path = path, why = why }
  end)
  if ok then
    ok, problem = pcall(wait_for, 'the layout preview with no opener', function() return result end)
  end
  vim.env.PATH = path_before
  vim.notify = notify
  if not ok then
    error(problem)
  end
  if not result.path then
    fail('the preview failed: ' .. tostring(result.why))
  end
  for _, warning in ipairs(warnings) do
    if warning:find('the preview is ' .. result.path, 1, true) then
      say('layout preview with no opener on PATH: "' .. warning .. '"')
      return
    end
  end
  fail('with no opener on PATH the preview did not say where the SVG is; warnings: ' .. vim.inspect(warnings))
end

-- Fix all (a project of its own): :ReactantFixAll, the documented command, applies the
-- server's source.fixAll (a conflict and an ambiguous view at once); then, undone, the
-- documented vim.lsp.buf.code_action form for this Neovim does the same.
local function check_fix_all()
  local fixture = assert(os.getenv('REACTANT_E2E_FIXTURE'), 'REACTANT_E2E_FIXTURE is not set')
  local project = vim.fn.fnamemodify(fixture, ':h:h:h') .. '/fix-all-project'
  vim.fn.mkdir(project, 'p')
  vim.fn.writefile({}, project .. '/Package.swift')
  local view = project .. '/FixView.ui.xml'
  vim.fn.writefile({
    '<Component rootView="true">',
    '    <View field="bar" layout:edges="super" layout:width="200" />',
    '    <ActivityIndicator indicatorStyle="gray" />',
    '</Component>',
  }, view)
  vim.cmd('edit ' .. vim.fn.fnameescape(view))
  local bufnr = vim.api.nvim_get_current_buf()
  local function warnings()
    local found = 0
    for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
      if diagnostic.code == 'layout.conflict' or diagnostic.code == 'layout.ambiguous' then
        found = found + 1
      end
    end
    return found
  end
  wait_for('the conflict and the ambiguous view', function() return warnings() == 2 end)
  local original = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  local function fixed()
    local text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
    return text:find('@high', 1, true) and text:find('layout:leading="super"', 1, true)
  end
  vim.cmd('ReactantFixAll')
  wait_for(':ReactantFixAll to edit the buffer', fixed)
  wait_for('no layout warning after :ReactantFixAll', function() return warnings() == 0 end)
  say(':ReactantFixAll fixed both layout warnings')

  vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, original)
  wait_for('the warnings again', function() return warnings() == 2 end)
  local select = vim.ui.select
  vim.ui.select = function(items, _, on_choice) on_choice(items[1], 1) end
  if vim.fn.has('nvim-0.8') == 1 then
    vim.lsp.buf.code_action({ context = { only = { 'source.fixAll' } }, apply = true })
  else
    vim.lsp.buf.code_action({ only = { 'source.fixAll' } })
  end
  local ok, problem = pcall(wait_for, 'the documented code_action form to edit the buffer', fixed)
  vim.ui.select = select
  if not ok then
    error(problem)
  end
  say('vim.lsp.buf.code_action (the form documented for this version) applied the fix-all')
end

local function run()
  local repo = assert(os.getenv('REACTANT_E2E_REPO'), 'REACTANT_E2E_REPO is not set')
  local server = assert(os.getenv('REACTANT_E2E_SERVER'), 'REACTANT_E2E_SERVER is not set')
  local fixture = assert(os.getenv('REACTANT_E2E_FIXTURE'), 'REACTANT_E2E_FIXTURE is not set')

  -- The user's two lines from editors/neovim/README.md.
  vim.opt.runtimepath:append(repo .. '/editors/neovim')
  require('reactant_lsp').setup({
    cmd = { server },
    on_exit = function(code, signal)
      if not finished then
        table.insert(errors_seen, ('the server exited (code %d, signal %d)'):format(code, signal))
      end
    end,
  })

  vim.cmd('edit ' .. vim.fn.fnameescape(fixture))
  local bufnr = vim.api.nvim_get_current_buf()
  if vim.bo[bufnr].filetype ~= 'reactant-ui' then
    fail('filetype detection: expected reactant-ui, got "' .. vim.bo[bufnr].filetype .. '"')
  end
  say('filetype reactant-ui detected')

  -- XML highlighting from syntax/reactant-ui.vim, which Neovim's own syntax autocommand loads.
  if vim.bo[bufnr].syntax ~= 'reactant-ui' then
    fail('syntax: expected reactant-ui, got "' .. vim.bo[bufnr].syntax .. '"')
  end
  local tag_line, tag_column = find(bufnr, '<Label')
  local group = vim.fn.synIDattr(vim.fn.synIDtrans(vim.fn.synID(tag_line + 1, tag_column + 2, 1)), 'name')
  if group == '' then
    fail('the tag name Label has no highlight group: XML highlighting does not apply')
  end
  say('XML highlighting applies: the tag name Label is ' .. group)

  local client = wait_for('the server to answer initialize and attach', function()
    for _, candidate in pairs(vim.lsp.buf_get_clients(bufnr)) do
      if candidate.name == 'reactant-lsp' and candidate.initialized then
        return candidate
      end
    end
  end)
  say('server initialized and attached')

  -- Diagnostics: the unknown anchor `middle` in `titleLabel.middle`.
  local line, column = find(bufnr, 'titleLabel.middle')
  local anchor_start = column + #'titleLabel.'
  local anchor_end = anchor_start + #'middle'
  local diagnostics = wait_for('diagnostics from the server', function()
    local all = vim.diagnostic.get(bufnr)
    if #all > 0 then
      return all
    end
  end)
  local match
  for _, diagnostic in ipairs(diagnostics) do
    -- The range is the anchor name, with or without the dot that introduces it.
    if diagnostic.code == 'layout.unknown-anchor' and diagnostic.lnum == line
        and (diagnostic.col == anchor_start or diagnostic.col == anchor_start - 1)
        and (diagnostic.end_lnum or line) == line and diagnostic.end_col == anchor_end then
      match = diagnostic
    end
  end
  if not match then
    local found = {}
    for _, diagnostic in ipairs(diagnostics) do
      table.insert(found, describe(diagnostic))
    end
    fail(('expected layout.unknown-anchor at %d:%d-%d:%d; the server published:\n  %s'):format(
      line, anchor_start, line, anchor_end, table.concat(found, '\n  ')))
  end
  say('diagnostic ' .. describe(match))
  check_whole_diagnostic(bufnr, match)

  -- Completion between the quotes of the third view's layout:below="".
  local below_line, below_column = find(bufnr, 'layout:below=""')
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = below_line, character = below_column + #'layout:below="' },
    context = { triggerKind = 1 },
  }
  local responses, request_error = vim.lsp.buf_request_sync(bufnr, 'textDocument/completion', params, timeout_ms)
  if #errors_seen > 0 then
    fail('the LSP client reported an error during completion:\n  ' .. table.concat(errors_seen, '\n  '))
  end
  if not responses then
    fail('completion request failed: ' .. tostring(request_error))
  end
  local response = responses[client.id]
  if not response then
    fail('no completion response from reactant-lsp')
  end
  if response.err then
    fail('completion request returned an error: ' .. vim.inspect(response.err))
  end
  local result = response.result
  local items = type(result) == 'table' and (result.items or result) or {}
  local labels = {}
  for _, item in ipairs(items) do
    labels[item.label] = true
  end
  local offered = vim.tbl_keys(labels)
  table.sort(offered)
  for _, expected in ipairs({ 'titleLabel', 'continueButton' }) do
    if not labels[expected] then
      fail(('completion in layout:below="" does not offer the field %s; it offered: %s'):format(
        expected, table.concat(offered, ', ')))
    end
  end
  if labels['footerView'] then
    fail('completion in layout:below="" offers footerView, the view being constrained')
  end
  say('completion offers titleLabel and continueButton (' .. #items .. ' items)')

  -- What on_attach sets: omnifunc and buffer-local keys.
  wait_for('omnifunc to be set on attach', function()
    return vim.bo[bufnr].omnifunc == 'v:lua.vim.lsp.omnifunc'
  end)
  for _, key in ipairs({ 'K', 'gd', 'gr', '<leader>rn', '<leader>ca', '<leader>f' }) do
    local mapping = vim.fn.maparg(key, 'n', false, true)
    if type(mapping) ~= 'table' or mapping.buffer ~= 1 then
      fail('no buffer-local mapping for ' .. key)
    end
  end
  say('omnifunc and the keys K, gd, gr, <leader>rn, <leader>ca, <leader>f are set on attach')

  -- Completion through omnifunc, as <C-x><C-o> calls it: the LSP omnifunc answers -2 and later
  -- hands the items to complete(), which only insert mode accepts; the test stands in for
  -- insert mode and receives them.
  vim.api.nvim_win_set_cursor(0, { below_line + 1, below_column + #'layout:below="' })
  local offered_by_omnifunc
  local real_complete, real_mode = vim.fn.complete, vim.fn.mode
  vim.fn.complete = function(_, complete_items) offered_by_omnifunc = complete_items end
  vim.fn.mode = function() return 'i' end
  local ok, started = pcall(vim.lsp.omnifunc, 1, '')
  if ok and started == -2 then ok = pcall(vim.lsp.omnifunc, 0, '') end
  local omni_items = ok and wait_for('the omnifunc\'s completion items', function() return offered_by_omnifunc end)
  vim.fn.complete, vim.fn.mode = real_complete, real_mode
  if not ok then
    fail('calling the omnifunc failed: ' .. tostring(started))
  end
  local words = {}
  for _, item in ipairs(omni_items) do
    words[item.word] = true
  end
  if not (words.titleLabel and words.continueButton) or words.footerView then
    fail('the omnifunc offered ' .. vim.inspect(vim.tbl_keys(words)))
  end
  say('completion through omnifunc offers titleLabel and continueButton')

  -- Hover on the field named in continueButton's layout:below.
  local hover_line, hover_column = find(bufnr, 'titleLabel.middle')
  local hovers = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = hover_line, character = hover_column + 2 },
  }, timeout_ms)
  local hover = hovers and hovers[client.id] and hovers[client.id].result
  local contents = hover and hover.contents
  local text = type(contents) == 'table' and (contents.value or contents[1]) or contents
  if type(text) ~= 'string' or not text:find('titleLabel', 1, true) then
    fail('hover on titleLabel did not describe it: ' .. vim.inspect(hover))
  end
  say('hover describes titleLabel')

  -- Formatting with the buffer's indentation, as the server's own --format-files does it.
  vim.bo[bufnr].expandtab = true
  vim.bo[bufnr].shiftwidth = 4
  vim.bo[bufnr].tabstop = 4
  local before = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  require('reactant_lsp').format(bufnr)
  local after = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  local expected_path = assert(os.getenv('REACTANT_E2E_FORMATTED'), 'REACTANT_E2E_FORMATTED is not set')
  if vim.fn.filereadable(expected_path) == 0 then
    fail('the server\'s --format-files failed on the fixture, so there is no expected text')
  end
  local expected = vim.fn.readfile(expected_path)
  if vim.deep_equal(before, after) then
    fail('formatting changed nothing in a misindented buffer')
  end
  if not vim.deep_equal(after, expected) then
    fail('the formatted buffer differs from --format-files:\n' .. table.concat(after, '\n'))
  end
  say('formatting applied: the buffer equals what --format-files writes')

  -- Range formatting with a client's own defaults (a tab of 8, as Emacs sends): from inside the
  -- misindented tag, the server takes the tag whole and answers the project's style, so the
  -- buffer again equals what --format-files writes.
  do
    vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, before)
    local tag_line = find(bufnr, 'field="footerView"')
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(bufnr) },
      range = { start = { line = tag_line, character = 0 }, ['end'] = { line = tag_line + 1, character = 0 } },
      options = { tabSize = 8, insertSpaces = false },
    }
    local answers = vim.lsp.buf_request_sync(bufnr, 'textDocument/rangeFormatting', params, timeout_ms)
    local edits = answers and answers[client.id] and answers[client.id].result
    if type(edits) ~= 'table' or #edits == 0 then
      fail('range formatting of the misindented tag answered no edits: ' .. vim.inspect(answers))
    end
    vim.lsp.util.apply_text_edits(edits, bufnr, 'utf-16')
    local ranged = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
    if not vim.deep_equal(ranged, expected) then
      fail('range formatting gave a buffer that differs from --format-files:\n' .. table.concat(ranged, '\n'))
    end
    say('range formatting with tabSize 8, insertSpaces false: the buffer equals what --format-files writes')
  end

  -- Semantic tokens exist in Neovim 0.9 and later only.
  if vim.fn.has('nvim-0.9') == 1 then
    local value_line, value_column = find(bufnr, 'super inset(16)')
    wait_for('semantic tokens in a layout value', function()
      local info = vim.inspect_pos(bufnr, value_line, value_column)
      return info.semantic_tokens and #info.semantic_tokens > 0
    end)
    say('semantic tokens applied to layout values')
  else
    say('semantic tokens: skipped (Neovim ' .. tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) .. ' has none)')
  end

  check_preview(bufnr)
  check_live_preview(bufnr)
  check_preview_without_opener(bufnr)
end

-- Rename, then diagnostics, without a file watcher: Neovim 0.7 registers none. A field's
-- rename edits the Swift file too; Neovim applies that part in a buffer it loads, `:wa` writes
-- it, and no notification tells the server: the server's own watcher must, or the error about
-- the new name stays. A project of its own (its own server), so the checks above are untouched.
local function check_rename_without_file_watcher()
  local fixture = assert(os.getenv('REACTANT_E2E_FIXTURE'), 'REACTANT_E2E_FIXTURE is not set')
  local project = vim.fn.fnamemodify(fixture, ':h:h:h') .. '/rename-project'
  vim.fn.mkdir(project .. '/Sources', 'p')
  vim.fn.writefile({}, project .. '/Package.swift')
  local view = project .. '/Sources/GreetingView.ui.xml'
  local swift = project .. '/Sources/GreetingView.swift'
  vim.fn.writefile({
    '<Component',
    '    xmlns="http://schema.reactant.tech/ui"',
    '    xmlns:layout="http://schema.reactant.tech/layout">',
    '    <Label field="titleLabel" text="Hello" layout:edges="super" />',
    '</Component>',
  }, view)
  vim.fn.writefile({
    'final class GreetingView: ViewBase<Void, Void> {',
    '    let titleLabel = UILabel()',
    '}',
  }, swift)
  local watching = vim.lsp.protocol.make_client_capabilities().workspace.didChangeWatchedFiles
  say('rename: the client ' .. ((watching and watching.dynamicRegistration) and 'watches files itself' or 'registers no file watcher'))

  vim.cmd('edit ' .. vim.fn.fnameescape(view))
  local bufnr = vim.api.nvim_get_current_buf()
  local client = wait_for('a server for the rename project', function()
    for _, candidate in pairs(vim.lsp.buf_get_clients(bufnr)) do
      if candidate.name == 'reactant-lsp' and candidate.initialized then
        return candidate
      end
    end
  end)
  local line, column = find(bufnr, 'titleLabel')
  local position = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = line, character = column + 2 } }
  -- The Swift file is indexed once hover on the field shows its declaration.
  wait_for('the Swift file to be indexed', function()
    local hovers = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', position, timeout_ms)
    local hover = hovers and hovers[client.id] and hovers[client.id].result
    local contents = hover and hover.contents
    local text = type(contents) == 'table' and (contents.value or contents[1]) or contents
    return type(text) == 'string' and text:find('GreetingView.swift', 1, true) ~= nil
  end)

  vim.api.nvim_win_set_cursor(0, { line + 1, column + 2 })
  vim.lsp.buf.rename('headerLabel')
  wait_for('the rename to reach the Swift file\'s buffer', function()
    local swift_buffer = vim.fn.bufnr(swift)
    return swift_buffer ~= -1 and vim.api.nvim_buf_is_loaded(swift_buffer)
      and table.concat(vim.api.nvim_buf_get_lines(swift_buffer, 0, -1, false), '\n'):find('headerLabel', 1, true) ~= nil
  end)
  local function about_new_name()
    for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
      if diagnostic.message:find('headerLabel', 1, true) then
        return diagnostic
      end
    end
  end
  -- Unsaved, the Swift file on disk has no `headerLabel`: the build would say so too.
  local stale = wait_for('the error about headerLabel while the Swift buffer is unsaved', about_new_name)
  say('rename: before :wa, ' .. describe(stale))
  vim.cmd('silent wa')
  wait_for('the error about headerLabel to go once :wa wrote the Swift file', function() return not about_new_name() end)
  say('rename: after :wa the error about headerLabel is gone')
end

local ok, problem = pcall(run)
if ok then ok, problem = pcall(check_rename_without_file_watcher) end
if ok then ok, problem = pcall(check_fix_all) end
finished = true
for _, client in pairs(vim.lsp.get_active_clients()) do
  client.stop()
end
if ok then
  say('PASS')
  vim.cmd('qall!')
else
  local message = type(problem) == 'table' and problem.e2e or ('driver error: ' .. tostring(problem))
  say('FAIL: ' .. message)
  vim.cmd('cquit 1')
end
