FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    DATABASE_PATH=/data/venn-table.sqlite3 \
    METRICS_PORT=9108

RUN useradd --create-home --uid 10001 bot && mkdir /data && chown bot:bot /data
WORKDIR /app

COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY gameuis ./gameuis
COPY games ./games
COPY rendering ./rendering
COPY data ./data
COPY locales ./locales
RUN pip install --no-cache-dir -e .

USER bot
VOLUME ["/data"]
# GET /health and GET /metrics (bot/watch.py); METRICS_PORT= (empty) serves neither, and the
# healthcheck then only sees that the process runs
EXPOSE 9108
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; p = os.environ.get('METRICS_PORT'); p and urllib.request.urlopen(f'http://127.0.0.1:{p}/health', timeout=4)"]
CMD ["python", "-m", "bot"]
