-- Views are stored for finished games only (issue 12): a live game's views are folded from its log by whichever
-- instance reads them, so a move writes its events and the games row, not a JSON row per viewer. Rows of games
-- still running, written by earlier versions, would go stale with the next move: they are dropped here (reads
-- also ignore any row of a game that is not FINISHED).
DELETE FROM views v USING games g WHERE v.game_id = g.id AND g.status <> 'FINISHED';
