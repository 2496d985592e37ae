package org.grundybench.bench;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.ProfilerConfig;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.runner.options.WarmupMode;
import org.openjdk.jmh.util.Optional;

/**
 * The options of one JMH run of the suite: what the user gave on the command line, over the
 * profile's defaults, over the annotations; but only one benchmark, with its case and
 * implementation parameters fixed by the suite, and no result file (the suite writes one file
 * for all runs). Serializable, as JMH ships options to its forked VMs.
 */
final class RunOptions implements Options {
    private static final long serialVersionUID = 1L;

    private final Options user;
    private final Options profile;
    private final ArrayList<String> includes = new ArrayList<>();
    private final HashMap<String, ArrayList<String>> params = new HashMap<>();

    RunOptions(Options user, Options profile, String includeRegex, Map<String, List<String>> params) {
        this.user = user;
        this.profile = profile;
        this.includes.add(includeRegex);
        params.forEach((k, v) -> this.params.put(k, new ArrayList<>(v)));
    }

    @Override
    public List<String> getIncludes() {
        return new ArrayList<>(includes);
    }

    @Override
    public List<String> getExcludes() {
        return new ArrayList<>();
    }

    @Override
    public Optional<String> getOutput() {
        return user.getOutput();
    }

    @Override
    public Optional<ResultFormatType> getResultFormat() {
        return Optional.none();
    }

    @Override
    public Optional<String> getResult() {
        return Optional.none();
    }

    @Override
    public Optional<Boolean> shouldDoGC() {
        return user.shouldDoGC().orAnother(profile.shouldDoGC());
    }

    @Override
    public List<ProfilerConfig> getProfilers() {
        List<ProfilerConfig> all = new ArrayList<>(user.getProfilers());
        all.addAll(profile.getProfilers());
        return all;
    }

    @Override
    public Optional<VerboseMode> verbosity() {
        return user.verbosity().orAnother(profile.verbosity());
    }

    @Override
    public Optional<Boolean> shouldFailOnError() {
        return user.shouldFailOnError().orAnother(profile.shouldFailOnError());
    }

    @Override
    public Optional<Integer> getThreads() {
        return user.getThreads().orAnother(profile.getThreads());
    }

    @Override
    public Optional<int[]> getThreadGroups() {
        return user.getThreadGroups().orAnother(profile.getThreadGroups());
    }

    @Override
    public Optional<Boolean> shouldSyncIterations() {
        return user.shouldSyncIterations().orAnother(profile.shouldSyncIterations());
    }

    @Override
    public Optional<Integer> getWarmupIterations() {
        return user.getWarmupIterations().orAnother(profile.getWarmupIterations());
    }

    @Override
    public Optional<TimeValue> getWarmupTime() {
        return user.getWarmupTime().orAnother(profile.getWarmupTime());
    }

    @Override
    public Optional<Integer> getWarmupBatchSize() {
        return user.getWarmupBatchSize().orAnother(profile.getWarmupBatchSize());
    }

    @Override
    public Optional<WarmupMode> getWarmupMode() {
        return user.getWarmupMode().orAnother(profile.getWarmupMode());
    }

    @Override
    public List<String> getWarmupIncludes() {
        List<String> all = new ArrayList<>(user.getWarmupIncludes());
        all.addAll(profile.getWarmupIncludes());
        return all;
    }

    @Override
    public Optional<Integer> getMeasurementIterations() {
        return user.getMeasurementIterations().orAnother(profile.getMeasurementIterations());
    }

    @Override
    public Optional<TimeValue> getMeasurementTime() {
        return user.getMeasurementTime().orAnother(profile.getMeasurementTime());
    }

    @Override
    public Optional<Integer> getMeasurementBatchSize() {
        return user.getMeasurementBatchSize().orAnother(profile.getMeasurementBatchSize());
    }

    @Override
    public Collection<Mode> getBenchModes() {
        Collection<Mode> modes = user.getBenchModes();
        return modes.isEmpty() ? profile.getBenchModes() : modes;
    }

    @Override
    public Optional<TimeUnit> getTimeUnit() {
        return user.getTimeUnit().orAnother(profile.getTimeUnit());
    }

    @Override
    public Optional<Integer> getOperationsPerInvocation() {
        return user.getOperationsPerInvocation().orAnother(profile.getOperationsPerInvocation());
    }

    @Override
    public Optional<Integer> getForkCount() {
        return user.getForkCount().orAnother(profile.getForkCount());
    }

    @Override
    public Optional<Integer> getWarmupForkCount() {
        return user.getWarmupForkCount().orAnother(profile.getWarmupForkCount());
    }

    @Override
    public Optional<String> getJvm() {
        return user.getJvm().orAnother(profile.getJvm());
    }

    @Override
    public Optional<Collection<String>> getJvmArgs() {
        return user.getJvmArgs().orAnother(profile.getJvmArgs());
    }

    @Override
    public Optional<Collection<String>> getJvmArgsAppend() {
        return user.getJvmArgsAppend().orAnother(profile.getJvmArgsAppend());
    }

    @Override
    public Optional<Collection<String>> getJvmArgsPrepend() {
        return user.getJvmArgsPrepend().orAnother(profile.getJvmArgsPrepend());
    }

    @Override
    public Optional<Collection<String>> getParameter(String name) {
        ArrayList<String> fixed = params.get(name);
        if (fixed != null) {
            return Optional.of(new ArrayList<>(fixed));
        }
        return user.getParameter(name);
    }

    @Override
    public Optional<TimeValue> getTimeout() {
        return user.getTimeout().orAnother(profile.getTimeout());
    }
}
