"""The figures without Discord (bot.metrics): routes stay few, the answers Discord counts
as invalid are told apart, and processes sharing PROMETHEUS_MULTIPROC_DIR pool their
figures (each in a process of its own, as workers are)."""

from __future__ import annotations

import os
import subprocess
import sys

from prometheus_client.parser import text_string_to_metric_families

from bot import metrics


def test_routes_name_ids_and_tokens_alike():
    assert metrics.route_of("/api/v10/channels/123/messages/456") == "/channels/{id}/messages/{id}"
    token = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDpBQkNERUY.x-y_z"
    assert (
        metrics.route_of(f"/api/v10/interactions/123/{token}/callback")
        == "/interactions/{id}/{id}/callback"
    )
    assert (
        metrics.route_of(f"/api/v10/webhooks/99/{token}/messages/@original")
        == "/webhooks/{id}/{id}/messages/@original"
    )
    assert metrics.route_of("/api/v10/users/@me/channels") == "/users/@me/channels"


def value(name: str, **labels: str) -> float:
    text = metrics.exposition(0).decode()
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == name and sample.labels == labels:
                return sample.value
    return 0.0


def test_invalid_requests_are_401_403_and_429_other_than_shared():
    before = {s: value("venn_invalid_requests_total", status=s) for s in ("401", "403", "429")}
    shared = value("venn_rate_limited_total", scope="shared")
    metrics.rest_answered("PATCH", "/api/v10/channels/1/messages/2", 403, {})
    metrics.rest_answered("POST", "/api/v10/channels/1/messages", 401, {})
    metrics.rest_answered(
        "POST", "/api/v10/channels/1/messages", 429, {"X-RateLimit-Scope": "user"}
    )
    metrics.rest_answered(
        "POST", "/api/v10/channels/1/messages", 429, {"X-RateLimit-Scope": "shared"}
    )
    metrics.rest_answered("POST", "/api/v10/channels/1/messages", 200, {})
    after = {s: value("venn_invalid_requests_total", status=s) for s in ("401", "403", "429")}
    assert {s: after[s] - before[s] for s in after} == {"401": 1, "403": 1, "429": 1}
    assert value("venn_rate_limited_total", scope="shared") == shared + 1


COUNT_ONE = """
import sys
from bot import metrics
metrics.interaction_arrived(1, "component")
metrics.moves_stored("vvv", int(sys.argv[1]))
metrics.drawn("status_image", 0.01)
"""

READ = """
from bot import metrics
print(metrics.exposition(0).decode())
"""


def test_processes_sharing_a_multiprocess_folder_pool_their_figures(tmp_path):
    env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(tmp_path)}
    for moves in ("2", "3"):  # two workers, one after the other
        subprocess.run([sys.executable, "-c", COUNT_ONE, moves], env=env, check=True)
    text = subprocess.run(
        [sys.executable, "-c", READ], env=env, check=True, capture_output=True, text=True
    ).stdout
    samples = {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }
    assert samples[("venn_interactions_total", (("kind", "component"),))] == 2
    assert samples[("venn_moves_total", (("game", "vvv"),))] == 5
    assert samples[("venn_drawing_seconds_count", (("picture", "status_image"),))] == 2
