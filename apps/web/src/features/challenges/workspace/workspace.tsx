import type { ChallengeDetail, PreviousData } from '@launchpad/contract';
import type { RunnerSource } from '@launchpad/runner';
import { useMemo, useRef, useState } from 'react';
import { useSiteDark } from '../../../lib/use-site-dark.ts';
import { ResetButton, RunTestsButton, StopButton, SubmitButton } from './action-buttons.tsx';
import { ChallengeTabs } from './challenge-tabs.tsx';
import { CodeEditor, type CodeEditorHandle } from './code-editor.tsx';
import { Comparison } from './comparison.tsx';
import { DesktopWorkspace } from './desktop-workspace.tsx';
import { EditorSettings } from './editor-settings.tsx';
import { EditorKeys } from './phone-layout.tsx';
import { PhoneWorkspace } from './phone-workspace.tsx';
import { PreviewPane } from './preview-pane.tsx';
import { ResultPanel } from './result-panel.tsx';
import { TestResultsPanel } from './test-results-panel.tsx';
import { useEditorPreferences } from './use-editor-preferences.ts';
import { useLearnerFiles } from './use-learner-files.ts';
import { usePreviewPane } from './use-preview-pane.ts';
import { useSubmission } from './use-submission.ts';
import { useTestRun } from './use-test-run.ts';
import { useWorkspaceLayout } from './use-workspace-layout.ts';
import { useWorkspaceShortcuts } from './use-workspace-shortcuts.ts';
import { useWorkspaceStatus } from './use-workspace-status.ts';
import type { WorkspaceParts } from './workspace-parts.tsx';

const isScript = (path: string) => /\.(js|jsx)$/.test(path);

/** The learner's files as the runner takes them, with what the challenge adds to them. */
const runnerSource = (challenge: ChallengeDetail, files: Record<string, string>): RunnerSource => ({
  topic: challenge.topic,
  files,
  tempJsx: challenge.temp_jsx ?? undefined,
  componentName: challenge.config.componentName,
  clock: challenge.config.clock,
  fakeApi: challenge.config.fakeApi,
});

interface WorkspaceProps {
  challenge: ChallengeDetail;
  userName: string;
}

/**
 * Where a learner solves a challenge: the instructions, the editor and the live preview, with
 * Run Tests and Submit. Laid out for a desktop, or for a phone under 768 px.
 */
export function Workspace({ challenge, userName }: WorkspaceProps) {
  const layout = useWorkspaceLayout(challenge.config.active_path);
  const status = useWorkspaceStatus();
  const learnerFiles = useLearnerFiles(challenge, userName);
  const { files } = learnerFiles;
  const source = useMemo(() => runnerSource(challenge, files), [challenge, files]);
  const preview = usePreviewPane(source, {
    onRun: () => status.setStopped(false),
    onStop: () => status.setStopped(true),
  });
  const testRun = useTestRun({
    challengeId: challenge.id,
    source,
    status,
    onStart: () => {
      if (isScript(layout.activePath)) preview.openConsole();
    },
    onResultsShown: layout.showTests,
  });
  const submission = useSubmission({
    challenge,
    status,
    runTests: testRun.run,
    currentFiles: learnerFiles.currentFiles,
    discardDraft: learnerFiles.discardDraft,
    onGraded: testRun.showGrade,
  });
  useWorkspaceShortcuts({ runTests: testRun.runTestsNow, saveDraft: learnerFiles.saveNow });
  const [hints, setHints] = useState(challenge.hints);
  const editor = useRef<CodeEditorHandle>(null);
  const editorPreferences = useEditorPreferences();
  const siteDark = useSiteDark();

  const stop = () => {
    testRun.stop();
    preview.stop();
    status.setStopped(true);
  };
  const restore = (code: PreviousData) => {
    if (learnerFiles.restore(code)) layout.closeComparison();
  };
  const reset = () => {
    if (learnerFiles.reset()) testRun.clear();
  };

  const idle = status.busy === null;
  const testsRunning = status.busy === 'running' || status.busy === 'submitting';
  const parts: WorkspaceParts = {
    challenge,
    status: status.text,
    settings: (
      <EditorSettings
        preferences={editorPreferences.preferences}
        onChange={editorPreferences.change}
        onFormat={async () => editor.current?.format()}
      />
    ),
    // While tests run or the preview's code is live: ends it at once.
    stopButton: <StopButton onClick={stop} disabled={!(testsRunning || preview.running)} />,
    resetButton: <ResetButton onClick={reset} disabled={!idle} />,
    runButton: (
      <RunTestsButton
        phone={layout.phone}
        onClick={() => void testRun.runTestsNow()}
        disabled={!idle}
      />
    ),
    submitButton: (
      <SubmitButton
        phone={layout.phone}
        onClick={() => void submission.submit()}
        disabled={!idle}
      />
    ),
    result: (
      <ResultPanel
        challenge={challenge}
        graded={submission.lastGrade}
        onCompare={layout.openComparison}
        onShowTests={layout.phone ? layout.showTests : undefined}
      />
    ),
    comparison: layout.comparing && (
      <Comparison
        challenge={challenge}
        files={files}
        onClose={layout.closeComparison}
        preferences={editorPreferences.preferences}
        siteDark={siteDark}
      />
    ),
    comparing: layout.comparing,
    paths: challenge.config.open_paths,
    activePath: layout.activePath,
    onFile: layout.setActivePath,
    instructions: (
      <ChallengeTabs
        challenge={{ ...challenge, hints }}
        onHintsRevealed={setHints}
        onRestore={restore}
      />
    ),
    editor: (
      <CodeEditor
        path={layout.activePath}
        files={files}
        generation={learnerFiles.generation}
        onChange={learnerFiles.edit}
        preferences={editorPreferences.preferences}
        siteDark={siteDark}
        ref={editor}
      />
    ),
    preview: <PreviewPane preview={preview} />,
    tests: testRun.results && (
      <TestResultsPanel
        results={testRun.results}
        expanded={testRun.expanded}
        onToggle={testRun.toggleExpanded}
        verified={testRun.verdict && { failure: testRun.verdict.failure }}
        // A phone shows the results as a tab of their own.
        fill={layout.phone}
      />
    ),
  };

  if (!layout.phone) return <DesktopWorkspace {...parts} />;
  return (
    <PhoneWorkspace
      {...parts}
      panel={layout.phonePanel}
      onPanel={layout.setPhonePanel}
      failedTests={testRun.results && testRun.results.filter((result) => !result.passed).length}
      editorKeys={
        <EditorKeys
          onInsert={(text) => editor.current?.insert(text)}
          onIndent={() => editor.current?.indent()}
        />
      }
    />
  );
}
