/// The pages' script, served as `app.js`: one WebSocket per component shown, each frame's
/// SVG drawings put in place with the views' boxes laid over them (hover shows a view's
/// frame and constraints, a click asks the editor to show its element), the pickers of the
/// component page, and the view under the editor's cursor outlined.
enum PreviewPageScript {
    static let source = #"""
        "use strict";
        (function () {
          const token = document.body.dataset.token;
          const kind = document.body.dataset.kind;
          const status = document.getElementById("status");
          const svgNamespace = "http://www.w3.org/2000/svg";
          let open = 0;

          function setStatus(text, offline) {
            status.textContent = text;
            status.classList.toggle("offline", !!offline);
          }

          function connect(section) {
            const id = section.dataset.component;
            const state = { socket: null, highlight: null, options: kind === "gallery" ? { device: "all" } : {}, retry: 500 };
            function url() {
              let query = "component=" + encodeURIComponent(id) + "&token=" + encodeURIComponent(token);
              if (state.options.device) query += "&device=" + encodeURIComponent(state.options.device);
              if (state.options.theme) query += "&theme=" + encodeURIComponent(state.options.theme);
              return (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/socket?" + query;
            }
            function start() {
              const socket = new WebSocket(url());
              state.socket = socket;
              socket.onopen = function () { open += 1; state.retry = 500; setStatus("live"); };
              socket.onmessage = function (event) {
                const message = JSON.parse(event.data);
                if (message.type === "frame") {
                  render(section, state, message.frame);
                  document.body.dataset.revision = String(Number(document.body.dataset.revision) + 1);
                  section.dataset.revision = String(message.revision);
                  setStatus("live — " + message.frame.origin);
                } else if (message.type === "highlight") {
                  state.highlight = message.view;
                  applyHighlight(section, state);
                } else if (message.type === "error") {
                  section.querySelector(".problem").textContent = message.message;
                }
              };
              socket.onclose = function () {
                open = Math.max(0, open - 1);
                setStatus("disconnected — retrying", true);
                setTimeout(start, state.retry);
                state.retry = Math.min(state.retry * 2, 10000);
              };
            }
            state.send = function (request) {
              if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(request));
            };
            start();
            return state;
          }

          function fillPicker(select, choices, selected, onChoose) {
            if (!select) return;
            select.parentElement.hidden = choices.length === 0;
            const wanted = JSON.stringify(choices);
            if (select.dataset.choices !== wanted) {
              select.dataset.choices = wanted;
              select.replaceChildren();
              for (const choice of choices) {
                const option = document.createElement("option");
                option.value = choice.value;
                option.textContent = choice.label;
                select.appendChild(option);
              }
              select.onchange = function () { onChoose(select.value); };
            }
            if (selected !== undefined && selected !== null) select.value = selected;
          }

          function render(section, state, frame) {
            const drawings = section.querySelector(".drawings");
            const figures = [];
            for (const drawing of frame.drawings) {
              const figure = document.createElement("figure");
              figure.dataset.device = drawing.device;
              const caption = document.createElement("figcaption");
              caption.textContent = drawing.heading;
              figure.appendChild(caption);
              const parsed = new DOMParser().parseFromString(drawing.svg, "image/svg+xml").documentElement;
              if (parsed.namespaceURI !== svgNamespace) continue;
              const svg = document.importNode(parsed, true);
              const hits = document.createElementNS(svgNamespace, "g");
              hits.setAttribute("class", "hits");
              for (const box of drawing.views) {
                const rect = document.createElementNS(svgNamespace, "rect");
                rect.setAttribute("class", "hit");
                rect.setAttribute("x", box.x);
                rect.setAttribute("y", box.y);
                rect.setAttribute("width", Math.max(box.width, 1));
                rect.setAttribute("height", Math.max(box.height, 1));
                rect.dataset.view = String(box.view);
                const title = document.createElementNS(svgNamespace, "title");
                title.textContent = box.details.join("\n");
                rect.appendChild(title);
                rect.addEventListener("mouseenter", function () { showDetails(box); });
                rect.addEventListener("click", function (event) {
                  event.stopPropagation();
                  state.send({ type: "reveal", view: box.view });
                });
                hits.appendChild(rect);
              }
              svg.appendChild(hits);
              figure.appendChild(svg);
              figures.push(figure);
            }
            drawings.replaceChildren(...figures);
            section.querySelector(".problem").textContent = frame.problem || "";
            if (kind === "component") {
              state.options = { device: frame.options.device, theme: frame.options.theme };
              fillPicker(document.getElementById("device"), frame.devices, frame.options.device, function (value) {
                state.options.device = value;
                state.send({ type: "options", device: state.options.device, theme: state.options.theme });
              });
              fillPicker(document.getElementById("theme"), frame.themes, frame.options.theme, function (value) {
                state.options.theme = value;
                state.send({ type: "options", device: state.options.device, theme: state.options.theme });
              });
            }
            applyHighlight(section, state);
          }

          function applyHighlight(section, state) {
            for (const rect of section.querySelectorAll("rect.hit")) {
              rect.classList.toggle("cursor", state.highlight !== null && rect.dataset.view === String(state.highlight));
            }
          }

          function showDetails(box) {
            const details = document.getElementById("details");
            if (!details) return;
            const heading = document.createElement("h3");
            heading.textContent = box.label + (box.mark ? " (" + box.mark + ")" : "");
            const lines = document.createElement("pre");
            lines.textContent = box.details.join("\n");
            details.replaceChildren(heading, lines);
          }

          for (const section of document.querySelectorAll("section[data-component]")) connect(section);
          if (!document.querySelector("section[data-component]")) setStatus("nothing to show");
        })();
        """#
}
