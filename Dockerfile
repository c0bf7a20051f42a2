# The bot in a container: slim Python, a non-root user, the data directory a volume.
#   docker build -t coup-bot .
#   docker run -d --env-file .env -v coup-data:/data coup-bot
# The bot stops cleanly on SIGTERM (what `docker stop` sends): every click it received is
# answered, then it closes the database and exits within 10 s (stop_grace_period in compose).
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1

RUN useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin coup \
    && mkdir -p /data && chown coup /data

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY engine ./engine
COPY migrations ./migrations
COPY tests/fakediscord ./tests/fakediscord
RUN pip install . && rm -rf /app/*

USER coup
WORKDIR /data
VOLUME ["/data"]
ENV DATABASE_URL=/data/coup.sqlite3 METRICS_HOST=0.0.0.0
# /healthz and /metrics when METRICS_PORT is set (e.g. 9100).
EXPOSE 9100
STOPSIGNAL SIGTERM
ENTRYPOINT ["python", "-m", "bot"]
