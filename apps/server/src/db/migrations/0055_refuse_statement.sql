-- A statement that checks what it may write and refuses the whole of it otherwise (checkout's order at
-- once): raises `reason`, so everything the statement wrote so far is undone. Volatile, so it is
-- called only where a CASE reaches it.
CREATE FUNCTION refuse_statement(reason text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
END
$$;
