import { loginSchema, type LoginInput } from "@/lib/citizens/schema";

export type LoginProblems = Partial<Record<keyof LoginInput, string>>;

/** The first problem of each field of the sign-in form, in the schema's words (the server's own). */
export function loginProblems(values: LoginInput): LoginProblems {
  const problems: LoginProblems = {};
  for (const issue of loginSchema.safeParse(values).error?.issues ?? [])
    problems[issue.path[0] as keyof LoginInput] ??= issue.message;
  return problems;
}
