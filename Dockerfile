FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    DATABASE_PATH=/data/venn-table.sqlite3

RUN useradd --create-home --uid 10001 bot && mkdir /data && chown bot:bot /data
WORKDIR /app

COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY gameuis ./gameuis
COPY games ./games
COPY rendering ./rendering
COPY data ./data
RUN pip install --no-cache-dir -e .

USER bot
VOLUME ["/data"]
CMD ["python", "-m", "bot"]
