"use client";

import useSWR from "swr";
import { browserApi } from "@/lib/client/browser-api";
import { useUser } from "./use-user";

// The generic authenticated GET of spec §7: a path and the session, cached by key (SWR), answering
// {data, isLoading}. With no session it answers nothing and is not loading. A 401 goes to /401 (the
// API helper's GET rule). `read` replaces the plain GET for a call with its own paging.
export function useApiGet<T>(path: string | null, read: (path: string) => Promise<T | undefined> = (key) => browserApi().get<T>(key)): { data: T | undefined; isLoading: boolean } {
  const { hasSession } = useUser();
  const key = hasSession && path ? path : null;
  const { data, isLoading } = useSWR(key, read, { revalidateOnFocus: false });
  return { data: key ? data : undefined, isLoading: key ? isLoading : false };
}
