import { describe, expect, it } from "vitest";
import {
  clockOnStatusChange,
  easterSunday,
  extendDueAt,
  guatemalanHolidays,
  isOverdue,
  overdueWorkingDays,
  slaDueAt,
  workingDaysBetween,
} from "@/lib/gestiones/sla";

/** A Guatemala wall-clock time ("YYYY-MM-DD HH:mm") as an instant. */
const gt = (text: string) => new Date(`${text.replace(" ", "T")}:00-06:00`);
/** The Guatemala calendar day an instant falls on, and its time. */
const local = (instant: Date) =>
  new Date(instant.getTime() - 6 * 3600_000).toISOString().slice(0, 16).replace("T", " ");

describe("Easter and the holidays that move with it", () => {
  it.each([
    [2024, [3, 31]],
    [2025, [4, 20]],
    [2026, [4, 5]],
    [2027, [3, 28]],
    [2038, [4, 25]],
  ])("Easter %i", (year, expected) => {
    expect(easterSunday(year)).toEqual(expected);
  });

  it("holds the ten full-day holidays of 2026", () => {
    const days = [...guatemalanHolidays(2026)]
      .map((day) => new Date(day * 86_400_000).toISOString().slice(5, 10))
      .sort();
    expect(days).toEqual([
      "01-01",
      "04-02",
      "04-03",
      "04-04",
      "05-01",
      "06-30",
      "09-15",
      "10-20",
      "11-01",
      "12-25",
    ]);
  });
});

describe("slaDueAt: working days, Monday to Friday, holidays excluded", () => {
  it("counts the days after the filing day and is due at the start of the next day", () => {
    // Monday 2 November 2026 + 3 working days: Tue 3, Wed 4, Thu 5 → due before Friday 6.
    expect(local(slaDueAt(gt("2026-11-02 10:15"), 3))).toBe("2026-11-06 00:00");
  });

  it("skips a weekend", () => {
    // Thursday 12 November + 3: Fri 13, Mon 16, Tue 17 → before Wednesday 18.
    expect(local(slaDueAt(gt("2026-11-12 16:00"), 3))).toBe("2026-11-18 00:00");
  });

  it("counts from Monday when filed on a Saturday, even late at night", () => {
    expect(local(slaDueAt(gt("2026-11-14 23:59"), 1))).toBe("2026-11-17 00:00");
  });

  it("uses Guatemala's day, not UTC's: 20:00 on Monday is still Monday", () => {
    // 20:00 in Guatemala is 02:00 UTC on Tuesday.
    expect(local(slaDueAt(gt("2026-11-02 20:00"), 1))).toBe("2026-11-04 00:00");
  });

  it("skips Holy Week: Holy Thursday and Good Friday are not working days", () => {
    // Tuesday 31 March 2026 + 5: Wed 1 Apr, (Thu 2, Fri 3 holidays, weekend), Mon 6, Tue 7, Wed 8, Thu 9.
    expect(local(slaDueAt(gt("2026-03-31 09:00"), 5))).toBe("2026-04-10 00:00");
    // Holy Week 2027 falls in March: Wednesday 24 March + 2 → (Thu 25, Fri 26 holidays) Mon 29, Tue 30.
    expect(local(slaDueAt(gt("2027-03-24 09:00"), 2))).toBe("2027-03-31 00:00");
  });

  it("crosses a year end: 24 and 31 December count, 25 December and 1 January do not", () => {
    // Wednesday 23 December 2026 + 5: Thu 24, (Fri 25 holiday, weekend), Mon 28, Tue 29, Wed 30, Thu 31.
    expect(local(slaDueAt(gt("2026-12-23 11:00"), 5))).toBe("2027-01-01 00:00");
    // + 6: next is Friday 1 January 2027 (holiday), then Monday 4.
    expect(local(slaDueAt(gt("2026-12-23 11:00"), 6))).toBe("2027-01-05 00:00");
  });

  it("skips the fixed national holidays on weekdays", () => {
    // Monday 14 September 2026 + 2: (Tue 15 Sept holiday) Wed 16, Thu 17 → before Friday 18.
    expect(local(slaDueAt(gt("2026-09-14 08:00"), 2))).toBe("2026-09-18 00:00");
    // Monday 19 October 2026 + 1: (Tue 20 October holiday) Wed 21 → before Thursday 22.
    expect(local(slaDueAt(gt("2026-10-19 08:00"), 1))).toBe("2026-10-22 00:00");
  });
});

describe("isOverdue", () => {
  const due = gt("2026-11-06 00:00");
  it("flags an open gestión past its due time, never a closed one", () => {
    expect(isOverdue({ sla_due_at: due, status: "in_progress" }, gt("2026-11-06 00:01"))).toBe(
      true,
    );
    expect(isOverdue({ sla_due_at: due, status: "in_progress" }, gt("2026-11-05 23:59"))).toBe(
      false,
    );
    expect(isOverdue({ sla_due_at: due, status: "resolved" }, gt("2026-12-01 00:00"))).toBe(false);
    expect(isOverdue({ sla_due_at: due, status: "rejected" }, gt("2026-12-01 00:00"))).toBe(false);
    expect(isOverdue({ sla_due_at: null, status: "new" }, gt("2026-12-01 00:00"))).toBe(false);
  });
});

describe("a gestión waiting on its citizen", () => {
  const due = gt("2026-11-06 00:00");
  it("is never overdue while it waits: its clock is stopped", () => {
    expect(isOverdue({ sla_due_at: due, status: "waiting_info" }, gt("2026-12-01 00:00"))).toBe(
      false,
    );
    expect(
      overdueWorkingDays({ sla_due_at: due, status: "waiting_info" }, gt("2026-12-01 00:00")),
    ).toBeNull();
  });

  it("counts the working days waited, weekends and holidays left out", () => {
    // Monday 2 November (a holiday week: 1 November is a Sunday) to Friday 6 November.
    expect(workingDaysBetween(gt("2026-11-02 09:00"), gt("2026-11-06 15:00"))).toBe(4);
    expect(workingDaysBetween(gt("2026-11-06 09:00"), gt("2026-11-09 08:00"))).toBe(1);
    expect(workingDaysBetween(gt("2026-11-06 09:00"), gt("2026-11-06 18:00"))).toBe(0);
    // Holy Week 2026: Thursday 2 to Saturday 4 April are holidays.
    expect(workingDaysBetween(gt("2026-03-31 10:00"), gt("2026-04-06 10:00"))).toBe(2);
  });

  it("moves a due time by working days, as slaDueAt counts them", () => {
    expect(local(extendDueAt(due, 0))).toBe("2026-11-06 00:00");
    expect(local(extendDueAt(due, 1))).toBe("2026-11-07 00:00");
    expect(local(extendDueAt(due, 2))).toBe("2026-11-10 00:00");
  });

  it("stops on entering waiting_info and gives back the days waited on leaving it", () => {
    const stoppedAt = gt("2026-11-02 09:00");
    expect(
      clockOnStatusChange(
        { status: "in_review", sla_due_at: due, waiting_since: null },
        "waiting_info",
        stoppedAt,
      ),
    ).toEqual({ waiting_since: stoppedAt });
    const waiting = { status: "waiting_info", sla_due_at: due, waiting_since: stoppedAt };
    expect(clockOnStatusChange(waiting, "waiting_info", gt("2026-11-03 09:00"))).toEqual({});
    const resumed = clockOnStatusChange(waiting, "in_review", gt("2026-11-04 11:00"));
    expect(resumed.waiting_since).toBeNull();
    // Two working days waited (Tuesday and Wednesday): due before Tuesday 10 November.
    expect(local(resumed.sla_due_at!)).toBe("2026-11-10 00:00");
    expect(
      clockOnStatusChange(
        { status: "new", sla_due_at: due, waiting_since: null },
        "in_progress",
        stoppedAt,
      ),
    ).toEqual({});
  });
});

describe("how late an overdue gestión is", () => {
  const due = gt("2026-11-06 00:00"); // the answer was due by the end of Thursday 5 November
  it("counts working days from the due day, both ends included", () => {
    const open = { sla_due_at: due, status: "in_progress" };
    expect(overdueWorkingDays(open, gt("2026-11-05 23:00"))).toBeNull();
    expect(overdueWorkingDays(open, gt("2026-11-06 08:00"))).toBe(1);
    expect(overdueWorkingDays(open, gt("2026-11-08 08:00"))).toBe(1);
    expect(overdueWorkingDays(open, gt("2026-11-10 08:00"))).toBe(3);
  });

  it("is 0 working days when it fell due on a weekend", () => {
    const open = { sla_due_at: gt("2026-11-07 00:00"), status: "new" };
    expect(overdueWorkingDays(open, gt("2026-11-08 12:00"))).toBe(0);
    expect(overdueWorkingDays(open, gt("2026-11-09 12:00"))).toBe(1);
  });
});
