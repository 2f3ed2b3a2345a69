// Athanor's phone page: one seat's private screen. No build step, no outside resource.
"use strict";
(function () {
  const token = location.pathname.split("/")[2] || "";
  const base = "/seat/" + encodeURIComponent(token);
  const query = new URLSearchParams(location.search);
  const lang = query.get("lang") || ((navigator.language || "en").slice(0, 2) === "de" ? "de" : "en");
  const $ = (id) => document.getElementById(id);
  let data = null, version = null, path = [], picked = null, failures = 0, busy = false;
  window.athanor = { get data() { return data; }, get busy() { return busy; } };

  function ui(key, fallback) { return (data && data.ui && data.ui[key]) || fallback; }
  function el(tag, text, cls) { const e = document.createElement(tag); if (text !== undefined) e.textContent = text; if (cls) e.className = cls; return e; }

  async function load(wait) {
    const url = base + "/view.json?lang=" + lang + (wait && version !== null ? "&since=" + version : "");
    try {
      const response = await fetch(url, { cache: "no-store" });
      if (response.status === 404) { showGone(); return; }
      if (!response.ok) throw new Error("status " + response.status);
      const fresh = await response.json();
      failures = 0; setNet(true);
      if (fresh.version !== version || !data) { data = fresh; version = fresh.version; path = []; picked = null; render(); }
    } catch (error) {
      failures += 1; setNet(false);
      await new Promise((r) => setTimeout(r, Math.min(5000, 500 * failures)));
    }
    setTimeout(() => load(true), 0);
  }

  function setNet(ok) {
    const net = $("net");
    net.className = "net " + (ok ? "ok" : "lost");
    net.textContent = ok ? (data ? ui("connected", "connected") : "") : ui("lost", "connection lost: trying again …");
  }

  function showGone() {
    $("status").textContent = ui("gone", "This seat's address is no longer valid. Scan the table's QR code again.");
    $("decide").hidden = true;
  }

  function render() {
    document.documentElement.lang = lang;
    document.title = "Athanor · " + (data.seat_label || data.seat);
    $("title").textContent = data.title || "Athanor";
    const chip = $("chip");
    chip.textContent = data.seat_label || data.seat;
    chip.style.background = (data.colours && data.colours[data.seat]) || "#777";
    renderStatus(); renderDecision(); renderPrivate(); renderSheet(); renderLog();
  }

  function renderStatus() {
    const status = $("status");
    status.className = "status" + (data.your_turn ? " turn" : "");
    status.textContent = data.status || (data.your_turn ? "Your turn" : "Waiting");
  }

  function renderDecision() {
    const box = $("decide"), legal = data.legal || [];
    box.hidden = !data.your_turn || legal.length === 0;
    if (box.hidden) return;
    $("decide-title").textContent = data.prompt || ui("decide", "Your decision");
    $("confirm-yes").textContent = ui("confirm", "Confirm");
    $("confirm-no").textContent = ui("cancel", "Cancel");
    $("refused").hidden = true;
    const choices = $("choices");
    choices.replaceChildren();
    $("confirm").hidden = picked === null;
    if (picked !== null) { $("chosen").textContent = data.labels[picked]; choices.hidden = true; $("path").hidden = true; return; }
    choices.hidden = false;
    const open = legal.map((text, i) => i).filter((i) => startsWith(data.steps[i], path));
    const flat = open.length <= 8;
    choices.className = "choices" + (flat ? "" : " tokens");
    renderPath(flat);
    if (flat) {
      for (const i of open) choices.append(button(data.labels[i], () => { picked = i; renderDecision(); }, { action: legal[i] }));
      return;
    }
    if (open.length === 1 && path.length) { picked = open[0]; renderDecision(); return; }
    for (const i of open.filter((i) => data.steps[i].length === path.length)) {
      choices.append(button(data.labels[i], () => { picked = i; renderDecision(); }, { action: legal[i] }));
    }
    const next = [...new Set(open.map((i) => data.steps[i][path.length]).filter((t) => t !== undefined))];
    for (const step of next) {
      choices.append(button(step, () => { path.push(step); renderDecision(); }, { step: step }));
    }
  }

  function renderPath(flat) {
    const line = $("path");
    line.replaceChildren();
    line.hidden = path.length === 0;
    if (!path.length) return;
    line.append(el("span", path.join(" · ")));
    line.append(button(ui("back", "Back"), () => { path.pop(); renderDecision(); }, { back: "1" }));
  }

  function startsWith(words, prefix) { return prefix.every((t, i) => words[i] === t); }

  function button(text, onClick, dataset) {
    const b = el("button", text);
    b.type = "button";
    for (const [k, v] of Object.entries(dataset || {})) b.dataset[k] = v;
    b.addEventListener("click", onClick);
    return b;
  }

  async function act() {
    if (picked === null || busy) return;
    busy = true;
    const action = data.legal[picked];
    try {
      const response = await fetch(base + "/act", { method: "POST", headers: { "Content-Type": "application/json" },
                                                    body: JSON.stringify({ action: action }) });
      if (!response.ok) {
        const reason = await response.json().catch(() => ({}));
        picked = null; renderDecision();
        const refused = $("refused");
        refused.hidden = false;
        refused.textContent = (response.status === 409 ? ui("not_your_turn", "It is not your turn.") : ui("refused", "Not allowed:")) +
                              (reason.error ? " " + reason.error : "");
      } else {
        $("decide").hidden = true;
      }
    } catch (error) {
      setNet(false);
    } finally {
      busy = false;
    }
  }

  function renderPrivate() {
    const box = $("private");
    box.replaceChildren();
    for (const section of data.private || []) {
      const card = el("div", undefined, "card");
      card.append(el("h2", section.title));
      const list = el("ul", undefined, "items");
      for (const item of section.items || []) list.append(el("li", item));
      card.append(list);
      box.append(card);
    }
  }

  function renderSheet() {
    const box = $("sheet"), sheet = data.sheet;
    box.hidden = !sheet;
    if (!sheet) return;
    box.replaceChildren(el("h2", sheet.title));
    const table = el("table", undefined, "sheet");
    const head = el("tr");
    head.append(el("th", ""));
    for (const column of sheet.columns) head.append(el("th", column));
    table.append(head);
    sheet.rows.forEach((row, r) => {
      const tr = el("tr");
      tr.append(el("th", row));
      sheet.columns.forEach((_, c) => {
        const state = sheet.cells[r][c], mark = (sheet.marks && sheet.marks[r] && sheet.marks[r][c]) || "";
        const share = (sheet.shares && sheet.shares[r][c]) || "";
        const td = el("td", undefined, state);
        const cell = button("", () => toggleMark(r, c), { cell: r + "," + c });
        cell.append(el("span", state === "out" ? "✕" : state === "sure" ? "✓" : mark, "mark"), el("span", share, "share"));
        td.append(cell);
        tr.append(td);
      });
      table.append(tr);
    });
    const scroll = el("div", undefined, "sheet-scroll");  // eight 52 px columns are wider than a phone: it scrolls sideways
    scroll.append(table);
    box.append(scroll, el("p", sheet.legend, "legend"));
  }

  async function toggleMark(row, column) {
    try {
      await fetch(base + "/mark", { method: "POST", headers: { "Content-Type": "application/json" },
                                    body: JSON.stringify({ row: row, column: column }) });
    } catch (error) { setNet(false); }
  }

  function renderLog() {
    $("log-title").textContent = ui("log", "What happened");
    const list = $("log");
    list.replaceChildren();
    const entries = (data.log || []).slice(-40).reverse();
    for (const lines of entries) list.append(el("li", lines.join(" ")));
  }

  $("confirm-yes").addEventListener("click", act);
  $("confirm-no").addEventListener("click", () => { picked = null; renderDecision(); });
  load(false);
})();
