// Parley's web chat widget: speaks Direct Line 3.0 to the server that serves this page.
// A WebSocket stream delivers activities; if it drops, the widget polls by watermark until it can reconnect.
(function () {
  "use strict";
  var STORE_KEY = "parley.conversation";
  var log = document.getElementById("parley-log");
  var statusEl = document.getElementById("parley-status");
  var form = document.getElementById("parley-form");
  var input = document.getElementById("parley-text");
  var suggestions = document.getElementById("parley-suggestions");
  var session = null;       // {conversationId, token, userId}
  var watermark = 0;
  var seen = {};            // activity id -> element
  var pending = {};         // clientActivityID -> element
  var socket = null;
  var pollTimer = null;

  function setStatus(text) { statusEl.textContent = text; }

  function api(method, path, body) {
    var headers = { "Content-Type": "application/json" };
    if (session && session.token) headers.Authorization = "Bearer " + session.token;
    return fetch(path, { method: method, headers: headers, body: body ? JSON.stringify(body) : undefined })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (data) {
          if (!response.ok) {
            var message = (data && data.error && data.error.message) || ("HTTP " + response.status);
            var error = new Error(message); error.status = response.status; throw error;
          }
          return data;
        });
      });
  }

  function scrollDown() { log.scrollTop = log.scrollHeight; }

  function showError(text) {
    var item = document.createElement("li");
    item.className = "parley-msg error";
    item.textContent = text;
    log.appendChild(item); scrollDown();
  }

  function renderCards(item, activity) {
    (activity.attachments || []).forEach(function (attachment) {
      var content = attachment.content || {};
      var card = document.createElement("div");
      card.className = "parley-card";
      if (content.title) { var t = document.createElement("div"); t.className = "parley-card-title"; t.textContent = content.title; card.appendChild(t); }
      if (content.subtitle) { var s = document.createElement("div"); s.textContent = content.subtitle; card.appendChild(s); }
      if (content.text) { var x = document.createElement("div"); x.textContent = content.text; card.appendChild(x); }
      item.appendChild(card);
    });
  }

  function renderSuggestions(activity) {
    suggestions.innerHTML = "";
    var actions = (activity.suggestedActions && activity.suggestedActions.actions) || [];
    actions.forEach(function (action) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = action.title;
      button.addEventListener("click", function () { send(action.value || action.title); });
      suggestions.appendChild(button);
    });
  }

  function show(activity) {
    if (activity.type !== "message" || seen[activity.id]) return;
    var clientId = activity.channelData && activity.channelData.clientActivityID;
    var item = clientId && pending[clientId];
    if (item) { item.classList.remove("pending"); delete pending[clientId]; }
    else {
      item = document.createElement("li");
      var role = activity.from && activity.from.role === "user" ? "user" : "bot";
      item.className = "parley-msg " + role;
      item.textContent = activity.text || "";
      if (role === "bot") { renderCards(item, activity); renderSuggestions(activity); }
      log.appendChild(item);
    }
    item.dataset.activityId = activity.id;
    seen[activity.id] = item;
    scrollDown();
  }

  function receive(set) {
    (set.activities || []).forEach(show);
    if (set.watermark) watermark = Math.max(watermark, parseInt(set.watermark, 10) || 0);
  }

  function poll() {
    if (!session) return;
    api("GET", "/v3/directline/conversations/" + session.conversationId + "/activities?watermark=" + watermark)
      .then(function (set) { receive(set); setStatus("online (polling)"); })
      .catch(function (error) { setStatus(error.status === 503 ? "server busy, retrying…" : "offline, retrying…"); });
  }

  function connect(streamUrl) {
    if (socket) { socket.onclose = null; socket.close(); }
    socket = new WebSocket(streamUrl.replace(/watermark=\d+/, "") + "&watermark=" + watermark);
    socket.onopen = function () { setStatus("online"); if (pollTimer) { clearInterval(pollTimer); pollTimer = null; } };
    socket.onmessage = function (event) { if (event.data) receive(JSON.parse(event.data)); };
    socket.onclose = function () {
      setStatus("reconnecting…");
      if (!pollTimer) pollTimer = setInterval(poll, 2000);
      setTimeout(reconnect, 3000);
    };
  }

  function reconnect() {
    if (!session) return;
    api("GET", "/v3/directline/conversations/" + session.conversationId + "?watermark=" + watermark)
      .then(function (conversation) { connect(conversation.streamUrl); })
      .catch(function (error) {
        if (error.status === 403 || error.status === 404) { startNew(); }
        else { setTimeout(reconnect, 5000); }
      });
  }

  function begin(data) {
    session = { conversationId: data.conversationId, token: data.token };
    try { sessionStorage.setItem(STORE_KEY, JSON.stringify(session)); } catch (e) { /* private mode */ }
    connect(data.streamUrl);
    poll();
  }

  function refreshToken() {
    api("POST", "/v3/directline/tokens/refresh").then(function (data) {
      session.token = data.token;
      try { sessionStorage.setItem(STORE_KEY, JSON.stringify(session)); } catch (e) { /* ignore */ }
    }).catch(function () { /* the next call will say what is wrong */ });
  }

  function startNew() {
    session = null; watermark = 0; seen = {}; pending = {};
    log.innerHTML = ""; suggestions.innerHTML = "";
    try { sessionStorage.removeItem(STORE_KEY); } catch (e) { /* ignore */ }
    setStatus("connecting…");
    api("POST", "/api/webchat/token", {}).then(begin).catch(function (error) {
      setStatus("offline"); showError("Could not start a conversation: " + error.message);
      setTimeout(startNew, 5000);
    });
  }

  function send(text) {
    text = (text || "").trim();
    if (!text || !session) return;
    var clientId = "c" + Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
    var item = document.createElement("li");
    item.className = "parley-msg user pending";
    item.textContent = text;
    log.appendChild(item); scrollDown();
    pending[clientId] = item;
    suggestions.innerHTML = "";
    api("POST", "/v3/directline/conversations/" + session.conversationId + "/activities", {
      type: "message", text: text, from: { id: "user" }, channelData: { clientActivityID: clientId }
    }).then(function () { if (!socket || socket.readyState !== 1) poll(); })
      .catch(function (error) {
        item.classList.remove("pending"); delete pending[clientId];
        showError("Not sent: " + error.message);
      });
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    send(input.value);
    input.value = "";
    input.focus();
  });
  document.getElementById("parley-new").addEventListener("click", startNew);

  setInterval(function () { if (session) refreshToken(); }, 20 * 60 * 1000);  // tokens live an hour

  var saved = null;
  try { saved = JSON.parse(sessionStorage.getItem(STORE_KEY) || "null"); } catch (e) { saved = null; }
  if (saved && saved.conversationId && saved.token) { session = saved; reconnect(); poll(); }
  else { startNew(); }
})();
