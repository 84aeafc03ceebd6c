"""The schema of both backends: the migrations each applies in order, one list per backend
(bot.storage.sqlite and bot.storage.postgres keep a database up to date with theirs)."""

from __future__ import annotations

# SQLite: the embedded default
SQLITE_MIGRATIONS: list[str] = [
    # 1: tables, seats, the move log, stats
    """
    CREATE TABLE tables (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game TEXT NOT NULL,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        host_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
        options TEXT NOT NULL DEFAULT '{}',
        seed INTEGER NOT NULL,
        version INTEGER NOT NULL DEFAULT 0,
        state TEXT,
        message_id INTEGER,
        phase TEXT,
        clock_minutes INTEGER NOT NULL DEFAULT 0,
        deadline REAL,
        reminded INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX one_active_table_per_channel
        ON tables (channel_id) WHERE status IN ('lobby', 'running');
    CREATE TABLE seats (
        table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        user_id INTEGER,
        name TEXT NOT NULL,
        is_ai INTEGER NOT NULL DEFAULT 0,
        dm_channel_id INTEGER,
        dm_closed INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (table_id, seat)
    );
    CREATE INDEX seats_by_user ON seats (user_id);
    CREATE TABLE moves (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        move TEXT NOT NULL,
        interaction_id INTEGER UNIQUE,
        version INTEGER NOT NULL,
        created_at REAL NOT NULL
    );
    CREATE INDEX moves_by_table ON moves (table_id, id);
    CREATE TABLE stats (
        user_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        played INTEGER NOT NULL DEFAULT 0,
        won INTEGER NOT NULL DEFAULT 0,
        total_score INTEGER NOT NULL DEFAULT 0,
        best_score INTEGER,
        PRIMARY KEY (user_id, game)
    );
    """,
    # 2: the public phase a table last announced (a phase may hold several turns)
    """
    ALTER TABLE tables ADD COLUMN announced TEXT;
    """,
    # 3: the events each move caused, kept with it (a replay or a log can read them)
    """
    ALTER TABLE moves ADD COLUMN events TEXT NOT NULL DEFAULT '[]';
    """,
    # 4: the wrap-up of a finished game (stats counted, final message posted), so a game
    # that ends just before a crash is still wrapped up after the restart; tables that
    # finished before this migration were wrapped up already
    """
    ALTER TABLE tables ADD COLUMN results_done INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE tables ADD COLUMN final_posted INTEGER NOT NULL DEFAULT 1;
    """,
    # 5: each seat's live DM panel, so a new panel closes the old one, across restarts
    """
    ALTER TABLE seats ADD COLUMN panel_message_id INTEGER;
    """,
    # 6: the turn each live DM panel belongs to: a panel is sent once per seat and turn,
    # also when a restart repeats the sending
    """
    ALTER TABLE seats ADD COLUMN panel_turn TEXT;
    """,
    # 7: which worker looks after the table (PostgreSQL only: SQLite serves one worker, which
    # looks after every table; the columns keep the two schemas alike)
    """
    ALTER TABLE tables ADD COLUMN owner TEXT;
    ALTER TABLE tables ADD COLUMN owner_until REAL;
    """,
    # 8: the version the stored state is a snapshot of (NULL: the table's version); the
    # moves after it are applied on loading
    """
    ALTER TABLE tables ADD COLUMN state_version INTEGER;
    """,
    # 9: turn clocks in a row that ran out on a seat's player (three hand the seat to the AI)
    """
    ALTER TABLE seats ADD COLUMN missed_clocks INTEGER NOT NULL DEFAULT 0;
    """,
    # 10: which moves the AI made (a seat it played for more than half is not rated), and
    # each server's board of ratings (bot.ratings)
    """
    ALTER TABLE moves ADD COLUMN by_ai INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE ratings (
        guild_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        mu REAL,
        sigma REAL,
        played INTEGER NOT NULL DEFAULT 0,
        won INTEGER NOT NULL DEFAULT 0,
        rated INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (guild_id, user_id, game)
    );
    """,
    # 11: each player's turn pings (bot.pings) and each server's settings
    # (bot.server_settings); a NULL clock or lobby expiry means the bot's default
    """
    CREATE TABLE player_settings (
        user_id INTEGER PRIMARY KEY,
        pings TEXT NOT NULL DEFAULT 'my_turn' CHECK (pings IN ('all', 'my_turn', 'off'))
    );
    CREATE TABLE server_settings (
        guild_id INTEGER PRIMARY KEY,
        clock_minutes INTEGER,
        lobby_minutes INTEGER,
        rules_public INTEGER NOT NULL DEFAULT 0,
        play_channel_id INTEGER
    );
    """,
    # 12: the players whose DMs were found closed, not asked again until they open a panel
    # (bot.closed_dms)
    "ALTER TABLE player_settings ADD COLUMN dms_closed INTEGER NOT NULL DEFAULT 0;",
    # 13: the people following a table from outside it, and whether they asked for each
    # round's summary too (bot.follows)
    """
    CREATE TABLE followers (
        table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL,
        rounds INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (table_id, user_id)
    );
    """,
    # 14: each person's place in each finished game on a server's board, when it finished,
    # so a season's ratings can be counted from its own games (bot.ratings `season_board`)
    """
    CREATE TABLE game_results (
        guild_id INTEGER NOT NULL,
        table_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        rank INTEGER NOT NULL,
        won INTEGER NOT NULL,
        rated INTEGER NOT NULL,
        finished_at REAL NOT NULL,
        PRIMARY KEY (table_id, user_id)
    );
    CREATE INDEX game_results_by_board ON game_results (guild_id, game, finished_at);
    """,
    # 15: each player's time zone, quiet hours and time away (bot.quiet), and the away
    # days a server allows a year (NULL: the bot's default)
    """
    ALTER TABLE player_settings ADD COLUMN timezone TEXT NOT NULL DEFAULT 'UTC';
    ALTER TABLE player_settings ADD COLUMN quiet_from INTEGER;
    ALTER TABLE player_settings ADD COLUMN quiet_to INTEGER;
    ALTER TABLE player_settings ADD COLUMN away_until REAL;
    ALTER TABLE player_settings ADD COLUMN away_used INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE player_settings ADD COLUMN away_year INTEGER;
    ALTER TABLE server_settings ADD COLUMN away_days INTEGER;
    """,
    # 16: tournaments (bot.tournament.runner): each with its players in join order, and
    # each round's tables (in pairing order) and byes
    """
    CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        message_id INTEGER,
        game TEXT NOT NULL,
        format TEXT NOT NULL CHECK (format IN ('swiss', 'round-robin')),
        rounds INTEGER NOT NULL,
        seats INTEGER NOT NULL,
        clock_minutes INTEGER NOT NULL,
        ai_fills INTEGER NOT NULL,
        size_limit INTEGER,
        status TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
        current_round INTEGER NOT NULL DEFAULT 0,
        round_deadline REAL,
        host_id INTEGER NOT NULL,
        created_at REAL NOT NULL
    );
    CREATE INDEX tournaments_by_status ON tournaments (status);
    CREATE TABLE tournament_players (
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        position INTEGER NOT NULL,
        withdrawn INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE tournament_tables (
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        position INTEGER NOT NULL,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        PRIMARY KEY (tournament_id, table_id),
        UNIQUE (tournament_id, round, position)
    );
    CREATE TABLE tournament_byes (
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        PRIMARY KEY (tournament_id, round, user_id)
    );
    """,
    # 17: a tournament's start time (bot.tournament.signup): it starts by itself then
    """
    ALTER TABLE tournaments ADD COLUMN starts_at REAL;
    """,
    # 18: each player's chosen language and each server's (bot.languages); NULL follows
    # Discord's locale of the player or server
    """
    ALTER TABLE player_settings ADD COLUMN language TEXT;
    ALTER TABLE server_settings ADD COLUMN language TEXT;
    """,
    # 19: a role whose members may create tournaments besides the server's managers
    """
    ALTER TABLE server_settings ADD COLUMN tournament_role INTEGER;
    """,
]


# Mirrors SQLITE_MIGRATIONS one for one (a test keeps the two in step): same
# tables and column names, with PostgreSQL's types (snowflakes BIGINT, JSON as JSONB,
# flags BOOLEAN, times epoch seconds as DOUBLE PRECISION like SQLite's REAL).
POSTGRES_MIGRATIONS: list[str] = [
    # 1: tables, seats, the move log, stats
    """
    CREATE TABLE tables (
        id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        game TEXT NOT NULL,
        guild_id BIGINT,
        channel_id BIGINT NOT NULL,
        host_id BIGINT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
        options JSONB NOT NULL DEFAULT '{}',
        seed BIGINT NOT NULL,
        version INTEGER NOT NULL DEFAULT 0,
        state JSONB,
        message_id BIGINT,
        phase TEXT,
        clock_minutes INTEGER NOT NULL DEFAULT 0,
        deadline DOUBLE PRECISION,
        reminded BOOLEAN NOT NULL DEFAULT FALSE,
        created_at DOUBLE PRECISION NOT NULL,
        updated_at DOUBLE PRECISION NOT NULL
    );
    CREATE UNIQUE INDEX one_active_table_per_channel
        ON tables (channel_id) WHERE status IN ('lobby', 'running');
    CREATE TABLE seats (
        table_id BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        user_id BIGINT,
        name TEXT NOT NULL,
        is_ai BOOLEAN NOT NULL DEFAULT FALSE,
        dm_channel_id BIGINT,
        dm_closed BOOLEAN NOT NULL DEFAULT FALSE,
        PRIMARY KEY (table_id, seat)
    );
    CREATE INDEX seats_by_user ON seats (user_id);
    CREATE TABLE moves (
        id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        table_id BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        move JSONB NOT NULL,
        interaction_id BIGINT UNIQUE,
        version INTEGER NOT NULL,
        created_at DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX moves_by_table ON moves (table_id, id);
    CREATE TABLE stats (
        user_id BIGINT NOT NULL,
        game TEXT NOT NULL,
        played INTEGER NOT NULL DEFAULT 0,
        won INTEGER NOT NULL DEFAULT 0,
        total_score BIGINT NOT NULL DEFAULT 0,
        best_score BIGINT,
        PRIMARY KEY (user_id, game)
    );
    """,
    # 2: the public phase a table last announced
    "ALTER TABLE tables ADD COLUMN announced TEXT;",
    # 3: the events each move caused
    "ALTER TABLE moves ADD COLUMN events JSONB NOT NULL DEFAULT '[]';",
    # 4: the wrap-up of a finished game; tables from before were wrapped up already
    """
    ALTER TABLE tables ADD COLUMN results_done BOOLEAN NOT NULL DEFAULT TRUE;
    ALTER TABLE tables ADD COLUMN final_posted BOOLEAN NOT NULL DEFAULT TRUE;
    """,
    # 5: each seat's live DM panel
    "ALTER TABLE seats ADD COLUMN panel_message_id BIGINT;",
    # 6: the turn each live DM panel belongs to
    "ALTER TABLE seats ADD COLUMN panel_turn TEXT;",
    # 7: which worker looks after the table, and until when (bot.storage.leases)
    """
    ALTER TABLE tables ADD COLUMN owner TEXT;
    ALTER TABLE tables ADD COLUMN owner_until DOUBLE PRECISION;
    """,
    # 8: the version the stored state is a snapshot of (NULL: the table's version)
    "ALTER TABLE tables ADD COLUMN state_version INTEGER;",
    # 9: turn clocks in a row that ran out on a seat's player
    "ALTER TABLE seats ADD COLUMN missed_clocks INTEGER NOT NULL DEFAULT 0;",
    # 10: which moves the AI made, and each server's board of ratings
    """
    ALTER TABLE moves ADD COLUMN by_ai BOOLEAN NOT NULL DEFAULT FALSE;
    CREATE TABLE ratings (
        guild_id BIGINT NOT NULL,
        user_id BIGINT NOT NULL,
        game TEXT NOT NULL,
        mu DOUBLE PRECISION,
        sigma DOUBLE PRECISION,
        played INTEGER NOT NULL DEFAULT 0,
        won INTEGER NOT NULL DEFAULT 0,
        rated INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (guild_id, user_id, game)
    );
    """,
    # 11: each player's turn pings and each server's settings (NULL: the bot's default)
    """
    CREATE TABLE player_settings (
        user_id BIGINT PRIMARY KEY,
        pings TEXT NOT NULL DEFAULT 'my_turn' CHECK (pings IN ('all', 'my_turn', 'off'))
    );
    CREATE TABLE server_settings (
        guild_id BIGINT PRIMARY KEY,
        clock_minutes INTEGER,
        lobby_minutes INTEGER,
        rules_public BOOLEAN NOT NULL DEFAULT FALSE,
        play_channel_id BIGINT
    );
    """,
    # 12: the players whose DMs were found closed
    "ALTER TABLE player_settings ADD COLUMN dms_closed BOOLEAN NOT NULL DEFAULT FALSE;",
    # 13: the people following a table from outside it
    """
    CREATE TABLE followers (
        table_id BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        user_id BIGINT NOT NULL,
        rounds BOOLEAN NOT NULL DEFAULT FALSE,
        PRIMARY KEY (table_id, user_id)
    );
    """,
    # 14: each person's place in each finished game on a server's board
    """
    CREATE TABLE game_results (
        guild_id BIGINT NOT NULL,
        table_id BIGINT NOT NULL,
        game TEXT NOT NULL,
        user_id BIGINT NOT NULL,
        rank INTEGER NOT NULL,
        won BOOLEAN NOT NULL,
        rated BOOLEAN NOT NULL,
        finished_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (table_id, user_id)
    );
    CREATE INDEX game_results_by_board ON game_results (guild_id, game, finished_at);
    """,
    # 15: each player's time zone, quiet hours and time away, and a server's away days
    """
    ALTER TABLE player_settings ADD COLUMN timezone TEXT NOT NULL DEFAULT 'UTC';
    ALTER TABLE player_settings ADD COLUMN quiet_from INTEGER;
    ALTER TABLE player_settings ADD COLUMN quiet_to INTEGER;
    ALTER TABLE player_settings ADD COLUMN away_until DOUBLE PRECISION;
    ALTER TABLE player_settings ADD COLUMN away_used INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE player_settings ADD COLUMN away_year INTEGER;
    ALTER TABLE server_settings ADD COLUMN away_days INTEGER;
    """,
    # 16: tournaments, their players and their rounds' tables and byes
    """
    CREATE TABLE tournaments (
        id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        guild_id BIGINT NOT NULL,
        channel_id BIGINT NOT NULL,
        message_id BIGINT,
        game TEXT NOT NULL,
        format TEXT NOT NULL CHECK (format IN ('swiss', 'round-robin')),
        rounds INTEGER NOT NULL,
        seats INTEGER NOT NULL,
        clock_minutes INTEGER NOT NULL,
        ai_fills BOOLEAN NOT NULL,
        size_limit INTEGER,
        status TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
        current_round INTEGER NOT NULL DEFAULT 0,
        round_deadline DOUBLE PRECISION,
        host_id BIGINT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX tournaments_by_status ON tournaments (status);
    CREATE TABLE tournament_players (
        tournament_id BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        user_id BIGINT NOT NULL,
        name TEXT NOT NULL,
        position INTEGER NOT NULL,
        withdrawn BOOLEAN NOT NULL DEFAULT FALSE,
        PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE tournament_tables (
        tournament_id BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        position INTEGER NOT NULL,
        table_id BIGINT NOT NULL REFERENCES tables (id),
        PRIMARY KEY (tournament_id, table_id),
        UNIQUE (tournament_id, round, position)
    );
    CREATE TABLE tournament_byes (
        tournament_id BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        user_id BIGINT NOT NULL,
        PRIMARY KEY (tournament_id, round, user_id)
    );
    """,
    # 17: a tournament's start time
    """
    ALTER TABLE tournaments ADD COLUMN starts_at DOUBLE PRECISION;
    """,
    # 18: each player's chosen language and each server's
    """
    ALTER TABLE player_settings ADD COLUMN language TEXT;
    ALTER TABLE server_settings ADD COLUMN language TEXT;
    """,
    # 19: a role whose members may create tournaments besides the server's managers
    """
    ALTER TABLE server_settings ADD COLUMN tournament_role BIGINT;
    """,
]
