export async function proveFaults(_o: { seconds: number; connections: number; keep: boolean }): Promise<boolean> { return false; }
