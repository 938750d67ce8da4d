# syntax=docker/dockerfile:1
# Build stage: wheels for the app and its dependencies.
FROM python:3.11-slim AS build
WORKDIR /src
COPY pyproject.toml README.md ./
COPY app ./app
RUN pip wheel --no-cache-dir --wheel-dir /wheels .

# Run stage: no compiler, no sources beyond what runs; a non-root user.
FROM python:3.11-slim
RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin api
WORKDIR /srv
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels
COPY migrations ./migrations
COPY seeds ./seeds
ENV PORT=8000 \
    SEEDS_DIR=/srv/seeds \
    MIGRATIONS_DIR=/srv/migrations \
    DATABASE_URL=sqlite:////srv/data/app.db \
    PYTHONUNBUFFERED=1
RUN mkdir -p /srv/data && chown api:api /srv/data
USER api
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD python -c "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/readyz' % os.environ.get('PORT', '8000'), timeout=2)"
# Wait for the database, migrate and seed (under a lock, so replicas can start together), serve.
CMD ["sh", "-c", "python -m app bootstrap --wait 120 && exec python -m app serve --port ${PORT}"]
